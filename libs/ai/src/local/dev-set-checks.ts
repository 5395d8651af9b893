import { moderateTextLocally } from './moderation';

/** A reply's decision by the offline rules and judge. */
export const verdict = (content: string) => moderateTextLocally({ kind: 'reply', content }).decision;

/**
 * The checks every paired development set of posts passes (the fifth set on): each uncivil
 * template caught (rejected or held) with the same verdict for both sides of each pair, each civil
 * one approved for both. Test code, for the sets' specs.
 */
export function checkPairedDevSet(
  uncivil: Record<string, string[]>,
  civil: Record<string, string[]>,
  pairsOf: (template: string) => Array<[string, string]>,
): void {
  for (const [category, templates] of Object.entries(uncivil)) {
    it.each(templates)(`${category}: caught, the same for both sides — %s`, (template) => {
      for (const [left, right] of pairsOf(template)) {
        const [a, b] = [verdict(left), verdict(right)];
        expect(a).not.toBe('approved');
        expect(b).toBe(a);
      }
    });
  }
  for (const [category, templates] of Object.entries(civil)) {
    it.each(templates)(`civil (${category}): approved for both sides — %s`, (template) => {
      for (const pair of pairsOf(template)) expect(pair.map(verdict)).toEqual(['approved', 'approved']);
    });
  }
}

/**
 * The checks of a held-out list (posts written after a pass's rules, run once, never tuned on):
 * per category, at most the recorded number of uncivil posts approved and of civil posts stopped,
 * and, for lists of templates filled per side (`pairsOf`), at most `splits` pairs with different
 * verdicts. The ceilings are the misses measured, so a change that loses more fails; each count is
 * printed.
 */
export function checkHeldOut(
  label: string,
  lists: { uncivil: Record<string, string[]>; civil: Record<string, string[]> },
  allowed: { uncivilMissed: Record<string, number>; civilStopped: Record<string, number>; splits?: number },
  pairsOf: (template: string) => Array<[string, string]> = (post) => [[post, post]],
): void {
  const splits: string[] = [];
  const postsOf = (templates: string[]) => {
    const pairs = templates.flatMap((t) => pairsOf(t));
    splits.push(...pairs.filter(([a, b]) => a !== b && verdict(a) !== verdict(b)).map(([a]) => a));
    return [...new Set(pairs.flat())];
  };
  it.each(Object.entries(lists.uncivil))('%s: caught', (category, templates) => {
    const posts = postsOf(templates);
    const missed = posts.filter((p) => verdict(p) === 'approved');
    console.log(`${label} ${category}: ${posts.length - missed.length}/${posts.length} caught`);
    expect(missed.length).toBeLessThanOrEqual(allowed.uncivilMissed[category]);
  });
  it.each(Object.entries(lists.civil))('%s: approved', (category, templates) => {
    const posts = postsOf(templates);
    const stopped = posts.filter((p) => verdict(p) !== 'approved');
    console.log(`${label} ${category}: ${posts.length - stopped.length}/${posts.length} approved`);
    expect(stopped.length).toBeLessThanOrEqual(allowed.civilStopped[category]);
  });
  if (allowed.splits !== undefined) {
    it('splits by side', () => {
      console.log(`${label} pairs split by side: ${splits.length}`);
      expect(splits.length).toBeLessThanOrEqual(allowed.splits!);
    });
  }
}
