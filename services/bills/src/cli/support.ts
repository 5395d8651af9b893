import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { DataSource } from 'typeorm';
import { baseEnv, ConfigError, createRootLogger, loadConfig, migrateSchema } from '@civic/service-kit';
import { billsDataSource, BILLS_SCHEMA } from '../data-source';

/** The repository root, from services/bills/dist/cli (built) or services/bills/src/cli (tests). */
const REPO_ROOT = resolve(__dirname, '../../../..');

/**
 * Operator commands read the same configuration as `npm start`: real environment variables,
 * then `.env` (in the working directory, else the repository root). Only the database is
 * needed: the commands write to the outbox and the running bills service relays the events.
 */
export async function openBillsDatabase(): Promise<DataSource> {
  for (const file of [join(process.cwd(), '.env'), join(REPO_ROOT, '.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file); // never overrides a variable already set
      break;
    }
  }
  // JSON logs would drown the command's own output; warnings and errors still show.
  createRootLogger('bills-cli', process.env.BILLS_CLI_LOG_LEVEL ?? 'warn');
  const env = loadConfig(baseEnv);
  const ds = billsDataSource(env.DATABASE_URL, 2);
  try {
    await ds.initialize();
  } catch (err) {
    throw new CliError(`Cannot reach PostgreSQL at DATABASE_URL=${redact(env.DATABASE_URL)}: ${(err as Error).message}`);
  }
  // Safe against a running stack: migrations hold an advisory lock and skip what is applied.
  await migrateSchema(ds, BILLS_SCHEMA);
  return ds;
}

export class CliError extends Error {}

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

/**
 * A command's arguments: its own options plus --help (-h), positionals allowed, a lone `--` (npm
 * run passes it on) ignored, and a parse error answered with the command's usage. 'help' when asked.
 */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O, usage: string) {
  type Config = { args: string[]; allowPositionals: true; options: O & typeof HELP };
  let parsed;
  try {
    parsed = parseArgs<Config>({ args: argv.filter((a) => a !== '--'), allowPositionals: true, options: { ...options, ...HELP } });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n\n${usage}`);
  }
  return (parsed.values as { help?: boolean }).help ? ('help' as const) : parsed;
}

/** A `--name N` option: a whole number of 1 or more, or undefined when not given. */
export function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new CliError(`--${name} must be a whole number of 1 or more (got ${JSON.stringify(value)})`);
  return Number(value);
}

export const redact = (url: string) => url.replace(/:[^:@/]+@/, ':***@');

/** Runs a command: a CliError prints its message alone (exit 1), anything else its stack. */
export function runCli(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (err) => {
      process.stderr.write(err instanceof CliError || err instanceof ConfigError ? `${err.message}\n` : `Fatal: ${err?.stack ?? err}\n`);
      process.exit(1);
    },
  );
}

/** A one-line progress report: rewritten in place on a terminal, a line at most every 2 s otherwise. */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  let last = 0;
  let shown = false;
  return {
    update(line: string, force = false) {
      const now = Date.now();
      if (stream.isTTY) {
        if (!force && now - last < 100) return;
        stream.write(`\r\x1b[2K${line}`);
        shown = true;
      } else {
        if (!force && now - last < 2000) return;
        stream.write(`${line}\n`);
      }
      last = now;
    },
    done() {
      if (shown) stream.write('\n');
      shown = false;
    },
  };
}
