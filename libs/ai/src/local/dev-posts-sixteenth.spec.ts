import { checkHeldOut } from './dev-set-checks';
import {
  SIXTEENTH_CIVIL,
  SIXTEENTH_HELD_OUT_CIVIL,
  SIXTEENTH_HELD_OUT_UNCIVIL,
  SIXTEENTH_UNCIVIL,
  sixteenthHeldOutPairs,
  sixteenthPairs,
} from './dev-posts-sixteenth.fixture';

/*
 * Sixteenth development set (issue #22): school-board public comment, union group-chat texts,
 * product-review rants, Q&A answers, parish and community newsletters and long posts with the
 * uncivil sentence buried in the middle, with a held-out list written at the same time, both by a
 * helper session before it read the rules (branch posts17).
 */
const ALL = 999;
describe('offline post rules: sixteenth development set', () => {
  checkHeldOut(
    'sixteenth set',
    { uncivil: SIXTEENTH_UNCIVIL, civil: SIXTEENTH_CIVIL },
    {
      // Measured with rules v16 and judge v13 (27 Nov 2026, before the pass): violence 98/123,
      // threat 31/40, punish-views 74/75, harassment 15/16, insult 11/12, dehumanizing 72/80,
      // epithet 118/160 caught, the rest all; idiomatic 42/43, one-sided 63/64, prices-links 5/6
      // approved, the rest all; 20 pairs split.
      uncivilMissed: { violence: 25, threat: 9, 'punish-views': 1, harassment: 1, insult: 1, dehumanizing: 8, epithet: 42, 'masked-profanity': 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 1, sarcastic: 0, heated: 0, 'one-sided': 1, 'quoting-rebuttal': 0, 'prices-links': 1, plain: 0, personal: 0 },
      splits: 20,
    },
    (template) => sixteenthPairs(template),
  );
});

const heldOut = process.env.CIVIC_HELD_OUT ? describe : describe.skip;
heldOut('offline post rules: sixteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'sixteenth held-out',
    { uncivil: SIXTEENTH_HELD_OUT_UNCIVIL, civil: SIXTEENTH_HELD_OUT_CIVIL },
    {
      uncivilMissed: { violence: ALL, threat: ALL, 'punish-views': ALL, harassment: ALL, insult: ALL, dehumanizing: ALL, epithet: ALL, 'masked-profanity': ALL, spam: ALL, shouting: ALL },
      civilStopped: { idiomatic: ALL, sarcastic: ALL, heated: ALL, 'one-sided': ALL, 'quoting-rebuttal': ALL, 'prices-links': ALL, plain: ALL, personal: ALL },
      splits: ALL,
    },
    sixteenthHeldOutPairs,
  );
});
