import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The node arguments a service's process is started with (infra/node-args.json, which npm start,
 * npm test's stacks and the deployment manifests use too): a test that starts a service's process
 * itself runs it as the stack would, e.g. the ai-worker with its offline rules compiled at once.
 */
export function serviceNodeArgs(service: string): string[] {
  const all = JSON.parse(readFileSync(join(__dirname, '../../../infra/node-args.json'), 'utf8')) as Record<string, string[]>;
  return all[service] ?? [];
}
