import { checkHeldOut } from './dev-set-checks';
import {
  FIFTEENTH_CIVIL,
  FIFTEENTH_HELD_OUT_CIVIL,
  FIFTEENTH_HELD_OUT_UNCIVIL,
  FIFTEENTH_UNCIVIL,
  fifteenthHeldOutPairs,
  fifteenthPairs,
} from './dev-posts-fifteenth.fixture';

const ALL = 999;
const all = (lists: Record<string, string[]>) => Object.fromEntries(Object.keys(lists).map((k) => [k, ALL]));

describe('offline post rules: fifteenth development set', () => {
  checkHeldOut(
    'fifteenth set',
    { uncivil: FIFTEENTH_UNCIVIL, civil: FIFTEENTH_CIVIL },
    { uncivilMissed: all(FIFTEENTH_UNCIVIL), civilStopped: all(FIFTEENTH_CIVIL), splits: ALL },
    (template) => fifteenthPairs(template),
  );
});

describe('offline post rules: fifteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'fifteenth held-out',
    { uncivil: FIFTEENTH_HELD_OUT_UNCIVIL, civil: FIFTEENTH_HELD_OUT_CIVIL },
    { uncivilMissed: all(FIFTEENTH_HELD_OUT_UNCIVIL), civilStopped: all(FIFTEENTH_HELD_OUT_CIVIL), splits: ALL },
    fifteenthHeldOutPairs,
  );
});
