import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { transformFileSync } from '@swc/core';

/*
 * For the checks that must run in a Node process of their own: what a module does at load or to
 * the process (Jest's module system and its worker's earlier suites would hide it).
 */

/** A source file of service-kit as CommonJS code, to evaluate in a fresh process. */
export function moduleCode(file: string): string {
  return transformFileSync(join(__dirname, '..', file), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }).code;
}

/** An expression that evaluates `code` as a module and answers its exports. */
export function asModule(code: string, filename?: string): string {
  return `(() => { const module = { exports: {} }; const exports = module.exports;${filename ? ` const __filename = ${JSON.stringify(filename)};` : ''}\n${code}\nreturn module.exports; })()`;
}

/**
 * Runs `script` with `node [nodeArgs] -e script -- [args]` from libs/service-kit (so packages
 * resolve as service-kit's do) and answers the JSON it writes to stdout.
 */
export function runFreshProcess<T>(script: string, { nodeArgs = [], args = [] }: { nodeArgs?: string[]; args?: string[] } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeArgs, '-e', script, '--', ...args], { cwd: join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    proc.on('error', reject);
    proc.on('exit', (status) => (status === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`child exited ${status}: ${err}`))));
  });
}
