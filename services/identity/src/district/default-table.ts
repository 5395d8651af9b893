import { join } from 'node:path';

/**
 * The ZIP → congressional district table identity ships with (119th Congress, gzip-compressed;
 * its source, and how to replace it after redistricting, are in services/identity/data/README.md).
 * Loaded when identity starts with an empty table and DISTRICTS_FILE unset. The relative path is
 * the same from src/district (tests) and dist/district (the built service).
 */
export const SHIPPED_DISTRICTS_FILE = join(__dirname, '..', '..', 'data', 'zccd-119.csv.gz');
