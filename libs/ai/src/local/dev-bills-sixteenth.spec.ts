import { checkKeyedBillSet } from './dev-bills-checks';
import { SIXTEENTH_DEV_BILLS, SIXTEENTH_HELD_OUT_BILLS } from './dev-bills-sixteenth.fixture';

/*
 * Measured as written, before the rules were read or changed: MEASURE_PENDING.
 */
checkKeyedBillSet(
  'sixteenth',
  { dev: SIXTEENTH_DEV_BILLS, heldOut: SIXTEENTH_HELD_OUT_BILLS },
  { named: 0, approved: 0, heldOutNamed: 0, heldOutApproved: 0 },
);
