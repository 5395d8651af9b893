import * as path from 'node:path';

// Fixtures written for these tests live beside the package; the real shared sample lives next
// to the repository (../shared) and may be absent, in which case tests say so and skip.
export const FIXTURES_DIR = path.resolve(__dirname, 'fixtures');
export const SHARED_BILLS_DIR =
  process.env.CIVIC_SHARED_BILLS_DIR ?? path.resolve(__dirname, '../../../../shared/data/bills');
/** Roll-call fixtures, apart from the bill fixtures (the bill importers walk FIXTURES_DIR). */
export const ROLLCALL_FIXTURES_DIR = path.resolve(__dirname, 'rollcall-fixtures');
export const SHARED_ROLLCALL_DIR =
  process.env.CIVIC_SHARED_ROLLCALL_DIR ?? path.resolve(__dirname, '../../../../shared/data/rollcall');

export function fixture(...parts: string[]): string {
  return path.join(FIXTURES_DIR, ...parts);
}
