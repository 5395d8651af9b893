import { checkHeldOut } from './dev-set-checks';
import {
  FIFTEENTH_CIVIL,
  FIFTEENTH_HELD_OUT_CIVIL,
  FIFTEENTH_HELD_OUT_UNCIVIL,
  FIFTEENTH_UNCIVIL,
  fifteenthHeldOutPairs,
  fifteenthPairs,
} from './dev-posts-fifteenth.fixture';

/*
 * Fifteenth development set (issue #22): letters to the editor, neighbourhood-app posts, livestream
 * chat, older people's e-mail and sports-radio call-ins, with a held-out list written at the same
 * time, both by a helper session before it read the rules. Its pass (a side-neutral judge v13 and
 * rules v16, branch posts15) was tried and not kept (docs/moderation.md, "Fifteenth pass"): the set
 * stays as development data, checked as ceilings at what rules v15 and judge v12 miss.
 */
describe('offline post rules: fifteenth development set', () => {
  checkHeldOut(
    'fifteenth set',
    { uncivil: FIFTEENTH_UNCIVIL, civil: FIFTEENTH_CIVIL },
    {
      // Measured with rules v15 and judge v12 (27 Nov 2026): violence 150/169, threat 43/52,
      // punish-views 95/96, epithet 126/176, masked-profanity 23/26, spam 12/14 caught, the rest
      // all; one-sided 72/80, prices-links 5/6, plain 3/6 approved, the rest all; 15 pairs split.
      // Rules v16 / judge v13 (posts16, rules of posts15 without its judge change): violence 168/169,
      // threat 52/52, punish-views 96/96, epithet 133/176, masked-profanity 26/26, spam 14/14; 12 pairs split.
      // Rules v17 / judge v14 (posts17, sixteenth pass): epithet 175/176, 9 pairs split, the rest unchanged.
      uncivilMissed: { violence: 1, threat: 0, 'punish-views': 0, harassment: 0, insult: 0, dehumanizing: 0, epithet: 1, 'masked-profanity': 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, sarcastic: 0, heated: 0, 'one-sided': 8, 'quoting-rebuttal': 0, 'prices-links': 1, plain: 3 },
      splits: 9,
    },
    (template) => fifteenthPairs(template),
  );
});

describe('offline post rules: fifteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'fifteenth held-out',
    { uncivil: FIFTEENTH_HELD_OUT_UNCIVIL, civil: FIFTEENTH_HELD_OUT_CIVIL },
    {
      // Measured with rules v15 and judge v12 (counts only): threat 10/18, punish-views 40/48,
      // insult 5/6, epithet 56/64 caught, the rest all; idiomatic 23/31 approved, the rest all; no
      // pair split. Rules v16 / judge v13 (posts16): threat 18/18, idiomatic 31/31, the rest unchanged.
      uncivilMissed: { violence: 0, threat: 0, 'punish-views': 8, harassment: 0, insult: 1, dehumanizing: 0, epithet: 8, 'masked-profanity': 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, sarcastic: 0, heated: 0, 'one-sided': 0, 'quoting-rebuttal': 0, 'prices-links': 0, plain: 0 },
      splits: 0,
    },
    fifteenthHeldOutPairs,
  );
});
