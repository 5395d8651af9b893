import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The first statement that imports something in a module's source. */
const firstImport = (file: string) => readFileSync(join(__dirname, file), 'utf8').match(/^import\s+(?:[^;]*?from\s+)?'([^']+)'/m)?.[1];

// The flag must be set before a rule runs; a rule module imported first could run one at load.
it('is the first import of the rules and of the package', () => {
  expect(firstImport('moderation.ts')).toBe('./regexps-compiled-at-once');
  expect(firstImport('../index.ts')).toBe('./local/regexps-compiled-at-once');
});
