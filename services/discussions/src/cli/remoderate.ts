import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { PostType } from '@civic/contracts';
import { baseEnv, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { discussionsDataSource, DISCUSSIONS_SCHEMA } from '../data-source';
import { requestReview } from '../posts/review';

const USAGE = `Asks the AI again to review discussions and replies (after a new rule set or model), through the
outbox: the running discussions service relays the requests and applies the verdicts.

  npm run discussions:remoderate -- --held      every post the AI held for a person (it stays in the review queue until the new verdict)
  npm run discussions:remoderate -- --delayed   every post still under review whose review could not be produced
  npm run discussions:remoderate -- <id> ...    the named discussions or replies (uuids), if still under review by the AI

Posts hidden after reports or appealed wait for a person and are skipped, as are published,
rejected and removed ones. Uses DATABASE_URL (from the environment or .env).`;

type Selection = 'held' | 'delayed' | string[];

export function parseRemoderateArgs(argv: string[]): Selection | 'help' {
  const { values, positionals } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    allowPositionals: true,
    options: { held: { type: 'boolean', default: false }, delayed: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return 'help';
  const chosen = [values.held, values.delayed, positionals.length > 0].filter(Boolean).length;
  if (chosen !== 1) throw new Error(`Choose one of --held, --delayed or post ids.\n\n${USAGE}`);
  if (values.held) return 'held';
  if (values.delayed) return 'delayed';
  return positionals.map((p) => {
    const id = z.uuid().safeParse(p.trim().toLowerCase());
    if (!id.success) throw new Error(`${JSON.stringify(p)} is not a discussion or reply id (a uuid).`);
    return id.data;
  });
}

interface Candidate {
  post_type: PostType;
  id: string;
  user_id: string;
  content_version: number;
  title: string | null;
  content: string;
}

const CANDIDATES = `
  SELECT 'discussion' AS post_type, id, user_id, content_version, title, content, moderation_status, review_state FROM discussions.discussions
  UNION ALL
  SELECT 'reply', id, user_id, content_version, NULL, content, moderation_status, review_state FROM discussions.replies`;

runMain(async () => {
  let selection: Selection | 'help';
  try {
    selection = parseRemoderateArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  if (selection === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  for (const file of [join(process.cwd(), '.env'), resolve(__dirname, '../../../../.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file); // real environment variables still win
      break;
    }
  }
  const env = loadConfig(baseEnv);
  const ds = await discussionsDataSource(env.DATABASE_URL, 2).initialize();
  try {
    await migrateSchema(ds, DISCUSSIONS_SCHEMA);
    const where =
      selection === 'held'
        ? `moderation_status = 'pending' AND review_state = 'held'`
        : selection === 'delayed'
          ? `moderation_status = 'pending' AND review_state IS NULL`
          : `id = ANY($1::uuid[]) AND moderation_status = 'pending' AND (review_state IS NULL OR review_state = 'held')`;
    const requested = await ds.transaction(async (m) => {
      const rows: Candidate[] = await m.query(`SELECT * FROM (${CANDIDATES}) p WHERE ${where} ORDER BY id`, Array.isArray(selection) ? [selection] : []);
      for (const r of rows) {
        await requestReview(m, { postType: r.post_type, postId: r.id, authorId: r.user_id, contentVersion: r.content_version, title: r.title, content: r.content });
      }
      return rows;
    });
    process.stdout.write(`Review requested again for ${requested.length} post(s).\n`);
    for (const r of requested) process.stdout.write(`  ${r.post_type} ${r.id}\n`);
    if (Array.isArray(selection)) {
      const skipped = selection.filter((id) => !requested.some((r) => r.id === id));
      for (const id of skipped) process.stdout.write(`  skipped ${id}: not found, or not under review by the AI\n`);
      if (skipped.length) process.exitCode = 1;
    }
  } finally {
    await ds.destroy();
  }
});
