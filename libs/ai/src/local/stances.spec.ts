import { STANCE_AREAS, UNLISTED_SIDES, stancePairs } from './dev-posts-stance.fixture';
import { WIDE_CIVIL, WIDE_UNCIVIL, fillSide } from './dev-posts-wide.fixture';
import { decisionOf, judgePost, readPost } from './moderation';
import { developmentPosts } from './moderation-training';
import { canonicalStances } from './stances';

/*
 * Stance neutrality (issue #22, fourth pass): the same wording for either end of a policy debate
 * gets the same verdict, from the rules alone and from the rules with the statistical judge.
 */

const verdict = (text: string) => decisionOf(judgePost(text).findings);
const rulesVerdict = (text: string) => decisionOf(readPost(text).findings);

/** Opposite stance terms, swapped both ways: the list the judges must not react to. */
const SWAPS: [string, string][] = [
  ['support', 'oppose'], ['supports', 'opposes'], ['supported', 'opposed'], ['supporting', 'opposing'], ['supporters', 'opponents'],
  ['raise', 'lower'], ['raising', 'lowering'], ['expand', 'cut'], ['expanding', 'cutting'], ['increase', 'reduce'], ['ban', 'protect'],
  ['banning', 'protecting'], ['legalize', 'criminalize'], ['fund', 'defund'], ['repeal', 'restore'], ['build', 'scrap'],
  ['pro-gun', 'anti-gun'], ['pro-choice', 'pro-life'], ['pro-union', 'anti-union'], ['pro-immigration', 'anti-immigration'], ['pro-tax', 'anti-tax'],
  ['gun control', 'gun rights'], ['abortion access', 'the unborn'], ['open borders', 'border security'], ['climate action', 'energy independence'],
  ['union rights', 'right-to-work laws'], ['tax cuts', 'the wealth tax'], ['Medicare for All', 'private insurance'], ['rent control', 'property rights'],
  ['school choice', 'public schools'], ['voter ID', 'mail-in voting'], ['free trade', 'tariffs'], ['the death penalty', 'abolition'],
  ['transgender rights', 'parental rights'], ['free speech', 'content moderation'], ['food stamps', 'work requirements'],
  ['climate activists', 'oil executives'], ['tenants', 'landlords'], ['union organizers', 'business owners'], ['gun-control advocates', 'gun-rights activists'],
];

function swapStances(text: string): string {
  const map = new Map<string, string>();
  for (const [a, b] of SWAPS) {
    map.set(a.toLowerCase(), b);
    map.set(b.toLowerCase(), a);
  }
  const words = [...map.keys()].sort((x, y) => y.length - x.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi'), (m) => {
    const to = map.get(m.toLowerCase()) ?? m;
    return /^[A-Z]/.test(m) ? to[0].toUpperCase() + to.slice(1) : to;
  });
}

describe('stances read as one word', () => {
  const pairs = stancePairs();

  it('has at least 150 pairs across many policy areas', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(STANCE_AREAS).length).toBeGreaterThanOrEqual(15);
  });

  it('no pair whose sides differ by stance and policy wording is split: the rules alone', () => {
    const split = pairs.filter((p) => rulesVerdict(p.texts[0]) !== rulesVerdict(p.texts[1])).map((p) => p.texts.join(' | '));
    expect(split).toEqual([]);
  });

  it('no such pair is split: the rules with the statistical judge', () => {
    const split = pairs.filter((p) => verdict(p.texts[0]) !== verdict(p.texts[1])).map((p) => p.texts.join(' | '));
    expect(split).toEqual([]);
  });

  it('uncivil posts are caught and civil ones approved whatever the stance', () => {
    const missed = pairs.flatMap((p) => p.texts.filter((t) => (p.label ? verdict(t) === 'approved' : verdict(t) !== 'approved')));
    // Measured: 4 of 1,026, both sides alike each time: a beating wished on whoever wants to change
    // "capital punishment" (the rules read penal policy as talk about crimes) and "if you support
    // executions, call your representative" (held: "executions" is a harm word).
    expect(missed.length).toBeLessThanOrEqual(4);
  });

  it('swapping stance terms never changes a verdict on any development post', () => {
    const changed: string[] = [];
    const texts = [...developmentPosts().map((p) => p.text), ...pairs.flatMap((p) => p.texts)];
    for (const text of texts) {
      const swapped = swapStances(text);
      if (swapped !== text && verdict(swapped) !== verdict(text)) changed.push(`${text} → ${swapped}`);
    }
    expect(changed).toEqual([]);
  });

  it('sides no list names: the third set\'s templates split only where the epithets themselves differ', () => {
    const split: Record<string, number> = {};
    let pairsSeen = 0;
    for (const set of [WIDE_UNCIVIL, WIDE_CIVIL]) {
      for (const [category, templates] of Object.entries(set)) {
        for (const t of templates.filter((x) => /\{[GPpELWA]\}/.test(x))) {
          for (const [left, right] of UNLISTED_SIDES) {
            pairsSeen += 1;
            if (verdict(fillSide(t, left)) !== verdict(fillSide(t, right))) split[category] = (split[category] ?? 0) + 1;
          }
        }
      }
    }
    expect(pairsSeen).toBeGreaterThan(700);
    // Measured: 25 of 726 (37 before groups were read by their form), 21 of
    // them epithets ("harbor rats" / "summit goons" are different words). Outside epithets: at most 4.
    const others = Object.entries(split).filter(([c]) => c !== 'epithet').reduce((n, [, k]) => n + k, 0);
    expect(others).toBeLessThanOrEqual(4);
  });

  it('reads the two ends of a debate the same, and leaves people and harm alone', () => {
    expect(canonicalStances('I support gun control')).toBe(canonicalStances('I oppose gun rights'));
    expect(canonicalStances('We must raise the minimum wage')).toBe(canonicalStances('We must lower the minimum wage'));
    expect(canonicalStances('pro-choice activists')).toBe(canonicalStances('pro-life activists'));
    expect(canonicalStances('Climate activists rally for climate action')).toBe(canonicalStances('Oil executives rally against climate action'));
    expect(canonicalStances('cut his throat')).toBe('cut his throat');
    expect(canonicalStances('ban them from voting')).toBe('ban them from voting');
    expect(canonicalStances('anti-Semitic abuse')).toBe('anti-Semitic abuse');
  });
});
