import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue #24 "one way to write the web app", kept settled: each rule of web/README.md's "How to
 * write the web app" that a text scan can check. A failure names the files that break it.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sources().map((path) => ({ path: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));

/** A feature's api module, the shared lib, and the session hook (login, register, logout, GET /api/user). */
const API_OWNER = /^(features\/[\w-]+\/api\.ts|lib\/[\w-]+\.ts|hooks\/use-auth\.tsx)$/;

function offenders(pattern: RegExp, allowed: (path: string) => boolean): string[] {
  return FILES.filter((f) => !allowed(f.path) && pattern.test(f.text)).map((f) => f.path);
}

describe('web/src conventions (web/README.md)', () => {
  it('scans the app', () => {
    // A wrong root would make every rule below pass on nothing.
    expect(FILES.map((f) => f.path)).toEqual(expect.arrayContaining(['app.tsx', 'features/discussions/api.ts', 'lib/api.ts']));
  });

  it('calls the API only from features/*/api.ts, lib/ and the session hook', () => {
    expect(offenders(/\b(fetch|apiJson|getJson|apiRequest|getQueryFn)(<[^>]*>)?\(/, (p) => API_OWNER.test(p))).toEqual([]);
  });

  it('writes query keys out only in api modules (others import the keys and key builders)', () => {
    const inline = /queryKey:\s*\[|(?:set|get)Query(?:ies)?Data\s*(<[^>]*>)?\(\s*\[/;
    expect(offenders(inline, (p) => API_OWNER.test(p))).toEqual([]);
  });

  it('puts a 400’s field messages on a form through useServerFieldErrors only', () => {
    expect(offenders(/\bfieldErrorsOf\(/, (p) => p === 'lib/api.ts' || p === 'hooks/use-server-field-errors.ts')).toEqual([]);
  });

  it('shows a pending button with PendingButton or SubmitButton, never a Spinner written into a Button', () => {
    const handWritten = FILES.filter((f) => f.path !== 'components/ui/submit-button.tsx' && (f.text.match(/<Button\b[\s\S]*?<\/Button>/g) ?? []).some((button) => button.includes('<Spinner'))).map((f) => f.path);
    expect(handWritten).toEqual([]);
    // One spinner icon: components/ui/spinner.tsx.
    expect(offenders(/\bLoader2\b/, (p) => p === 'components/ui/spinner.tsx')).toEqual([]);
  });

  it('takes the rules it states in prose from @civic/contracts, not typed-in numbers', () => {
    const typedRule = /\b\d+ times as much|[Aa]t least \d+ characters|up to \d+ characters|maxLength=\{\d+\}/;
    expect(offenders(typedRule, () => false)).toEqual([]);
  });
});
