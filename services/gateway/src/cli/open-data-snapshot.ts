import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { OPEN_DATA_LICENSE, OPEN_TALLY_COLUMNS, PUBLIC_MIN_VOTERS, SUPPRESSED_TEXT } from '@civic/contracts';
import { baseEnv, ConfigError, createRootLogger, createRpcClient, loadConfig, rpcEndpoint, rpcPoolSettings, rpcSecret, type RpcClient } from '@civic/service-kit/edge';
import { PublicDistrictData, openFileText } from '../public-districts/public-district-data';

const USAGE = `Writes the open data files (CC BY 4.0) into a folder an operator can publish.

  npm run open-data:snapshot -- <dir>

<dir> gets districts/<ST-NN>.csv|.json for every district, bills/<billId>.csv|.json for every
bill with a roll call, LICENSE.txt, README.md (the data dictionary) and manifest.json (files and
SHA-256). The files are the ones GET /api/open/... serves, with the same suppression below
${PUBLIC_MIN_VOTERS} voters, read from the running services over RPC (the same variables as the gateway:
RPC_SECRET and <SERVICE>_RPC_HOST/_PORT, from the environment or .env). The folder is written
whole: built beside it, then put in place; an earlier snapshot there is replaced.`;

/** The repository root, from services/gateway/dist/cli (built) or src/cli. */
const REPO_ROOT = resolve(__dirname, '../../../..');

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h') || args.length !== 1 || args[0].startsWith('-')) {
    process.stdout.write(`${USAGE}\n`);
    return args.includes('--help') || args.includes('-h') ? 0 : 1;
  }
  const target = resolve(args[0]);
  if (existsSync(target) && readdirSync(target).length && !existsSync(join(target, 'manifest.json'))) {
    throw new ConfigError(`${target} is not empty and holds no earlier snapshot (manifest.json): choose an empty or new folder.`);
  }
  for (const file of [join(process.cwd(), '.env'), join(REPO_ROOT, '.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file); // never overrides a variable already set
      break;
    }
  }
  createRootLogger('open-data-snapshot', process.env.CLI_LOG_LEVEL ?? 'warn');
  const config = loadConfig(baseEnv.extend({ RPC_SECRET: rpcSecret }));
  const client = (service: 'bills' | 'voting' | 'identity'): RpcClient =>
    createRpcClient({ service, ...rpcEndpoint(service), timeoutMs: config.RPC_TIMEOUT_MS, secret: config.RPC_SECRET, pool: rpcPoolSettings(config) });
  const clients = [client('bills'), client('voting'), client('identity')];
  const data = new PublicDistrictData(clients[0], clients[1], clients[2], { BILLS_CACHE_TTL_MS: 0 }, null);
  const started = Date.now();
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  try {
    mkdirSync(join(partial, 'districts'), { recursive: true });
    mkdirSync(join(partial, 'bills'), { recursive: true });
    const files: Array<{ path: string; bytes: number; sha256: string }> = [];
    const write = (path: string, text: string) => {
      writeFileSync(join(partial, path), text);
      files.push({ path, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') });
    };
    const districts = await data.districts();
    if (!districts.length) throw new ConfigError('identity knows no district yet (its ZIP → district table is empty).');
    const billIds = new Set<string>();
    for (const district of districts) {
      const { rows, lastModified } = await data.districtRows(district);
      for (const r of rows) billIds.add(String(r.bill_id));
      write(`districts/${district}.csv`, openFileText({ district }, rows, lastModified, 'csv'));
      write(`districts/${district}.json`, openFileText({ district }, rows, lastModified, 'json'));
    }
    for (const billId of [...billIds].sort()) {
      const { rows, lastModified } = await data.billRows(billId);
      write(`bills/${billId}.csv`, openFileText({ billId }, rows, lastModified, 'csv'));
      write(`bills/${billId}.json`, openFileText({ billId }, rows, lastModified, 'json'));
    }
    write('LICENSE.txt', `These files are licensed under ${OPEN_DATA_LICENSE.name}: ${OPEN_DATA_LICENSE.url}\nCredit: ${OPEN_DATA_LICENSE.attribution}\n`);
    write(
      'README.md',
      [
        '# Civic district tallies',
        '',
        `Licence: ${OPEN_DATA_LICENSE.name} (${OPEN_DATA_LICENSE.url}). Counts below ${PUBLIC_MIN_VOTERS} voters read "${SUPPRESSED_TEXT}" (null in JSON); no total is published, and a decision is withheld below ${PUBLIC_MIN_VOTERS} voters.`,
        '',
        '| column | meaning |',
        '| --- | --- |',
        ...OPEN_TALLY_COLUMNS.map((c) => `| ${c.name} | ${c.description} |`),
        '',
      ].join('\n'),
    );
    writeFileSync(join(partial, 'manifest.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), license: OPEN_DATA_LICENSE, files }, null, 2)}\n`);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
    process.stdout.write(`Wrote ${files.length + 1} files (${districts.length} districts, ${billIds.size} bills) to ${target} in ${Date.now() - started} ms.\n`);
    return 0;
  } finally {
    rmSync(partial, { recursive: true, force: true });
    await Promise.all(clients.map((c) => c.close()));
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(err instanceof ConfigError ? `${err.message}\n` : `Fatal: ${err?.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
