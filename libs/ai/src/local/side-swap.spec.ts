import { moderateTextLocally } from './moderation';
import { canonicalSides } from './moderation-features';
import { markNames } from './speech-acts';
import { SWAP_HELD_OUT_SIDES, SWAP_SIDES, sideSwapSplits, splitsBySide } from './side-swap';

const decision = (content: string) => moderateTextLocally({ kind: 'reply', content }).decision;

describe('side swap: the development templates filled with sides no fixture uses (neutrality pass)', () => {
  // Measured on 26 Nov 2026 (rules v13, judge v10). Before the pass: 2486 of 29502 pairs split on
  // the sides worked with, 1065 of 13410 on the held-out sides. Ceilings: the counts after it, so
  // splits can never grow again; lower them when a change makes them fall. After the thirteenth pass
  // (rules v14, judge v11, 27 Nov 2026): 1944 and 1011. After the fourteenth pass (rules v15, judge v12,
  // 27 Nov 2026): 1815 and 954. Rules v16, judge v13 (posts16,
  // 27 Nov 2026): 1802 and 952. Rules v17, judge v14 (posts17, sixteenth pass): 1801 and 950.
  it('pairs split by side, sides worked with: at most 1801', () => {
    const { pairs, splits } = sideSwapSplits(SWAP_SIDES);
    console.log(`side swap (worked with): ${splits.length} of ${pairs} pairs split`, splitsBySide(splits, SWAP_SIDES));
    expect(splits.length).toBeLessThanOrEqual(1801);
  }, 600_000);

  it('pairs split by side, held-out sides (only measured): at most 950', () => {
    const { pairs, splits } = sideSwapSplits(SWAP_HELD_OUT_SIDES);
    console.log(`side swap (held out): ${splits.length} of ${pairs} pairs split`, splitsBySide(splits, SWAP_HELD_OUT_SIDES));
    expect(splits.length).toBeLessThanOrEqual(950);
  }, 600_000);
});

describe('neutrality pass mechanisms', () => {
  it('reads people named by form (agent nouns, -ites, boys, groups) as targets like listed sides', () => {
    expect(decision('The solar installers are a plague on this country.')).toBe(decision('The coal miners are a plague on this country.'));
    expect(decision('Zuccotti campers are rats and should be treated like rats.')).toBe(decision('Tea Party members are rats and should be treated like rats.'));
    expect(decision('conservation groups are subhuman trash.')).not.toBe('approved');
    // Things in -ers are not people.
    expect(decision('These numbers are garbage and the papers are trash.')).toBe('approved');
  });

  it('reads an organisation named by its people as partisans, any other as the group', () => {
    expect(canonicalSides('The Proud Boys are here')).toBe('The Partisans are here');
    expect(canonicalSides('Oath Keepers marched')).toBe('Partisans marched');
    expect(canonicalSides('the NRA is suing')).toBe('the group is suing');
    expect(canonicalSides('Dumb Freedom Caucus member')).not.toMatch(/partisans/i);
  });

  it('reads any group of view-holders alike in calls to punish them, not offenders', () => {
    expect(decision('Jail the cyclists who spoke at the hearing, every one of them.')).toBe(decision('Jail the drivers who spoke at the hearing, every one of them.'));
    expect(decision('Rioters who looted the store should be prosecuted.')).toBe('approved');
    expect(decision('Teachers who hit kids should lose their license.')).toBe('approved');
  });

  it('reads a role before a surname as a title, a full figure name like any full name', () => {
    expect(markNames('Hang Rancher Bundy from the steps')).toBe('Hang zperson from the steps');
    expect(markNames('the Worker Protection Act')).toBe('the Worker Protection Act');
    expect(canonicalSides('someone took George Soros out')).toBe('someone took John Smith out');
    expect(canonicalSides('Soros is at it again')).toBe('Smith is at it again');
  });
});
