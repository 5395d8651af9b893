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
  npm run discussions:remoderate -- --approved  every published post no moderator approved: a rejection takes it down
                                                (the author is told), a hold puts it in the review queue;
                                                with ids after it, only those posts
  npm run discussions:remoderate -- <id> ...    the named discussions or replies (uuids), if still under review by the AI

Posts hidden after reports or appealed wait for a person and are skipped, as are rejected and
removed ones, and (with ids) published ones. Uses DATABASE_URL (from the environment or .env).`;

/** Which posts to ask about: held, delayed, published (all or `ids`), or posts under review named by `ids`. */
export interface Selection {
  kind: 'held' | 'delayed' | 'approved' | 'ids';
  ids: string[];
}

export function parseRemoderateArgs(argv: string[]): Selection | 'help' {
  const { values, positionals } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    allowPositionals: true,
    options: {
      held: { type: 'boolean', default: false },
      delayed: { type: 'boolean', default: false },
      approved: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const chosen = [values.held, values.delayed, values.approved || positionals.length > 0].filter(Boolean).length;
  if (chosen !== 1) throw new Error(`Choose one of --held, --delayed, --approved or post ids.\n\n${USAGE}`);
  const ids = positionals.map((p) => {
    const id = z.uuid().safeParse(p.trim().toLowerCase());
    if (!id.success) throw new Error(`${JSON.stringify(p)} is not a discussion or reply id (a uuid).`);
    return id.data;
  });
  const kind = values.held ? 'held' : values.delayed ? 'delayed' : values.approved ? 'approved' : 'ids';
  return { kind, ids };
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

/** Published by the AI, not by a moderator: a person's approval is not second-guessed by a machine. */
const APPROVED_BY_THE_AI = `moderation_status = 'approved' AND review_state IS NULL
  AND NOT EXISTS (SELECT 1 FROM discussions.moderation_log l WHERE l.post_id = p.id AND l.action = 'approved' AND l.actor_id IS NOT NULL)`;

const TABLES = { discussion: 'discussions.discussions', reply: 'discussions.replies' } as const;

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
    const named = selection.ids.length ? ` AND id = ANY($1::uuid[])` : '';
    const where = {
      held: `moderation_status = 'pending' AND review_state = 'held'`,
      delayed: `moderation_status = 'pending' AND review_state IS NULL`,
      approved: `${APPROVED_BY_THE_AI}${named}`,
      ids: `moderation_status = 'pending' AND (review_state IS NULL OR review_state = 'held')${named}`,
    }[selection.kind];
    const requested = await ds.transaction(async (m) => {
      const rows: Candidate[] = await m.query(`SELECT * FROM (${CANDIDATES}) p WHERE ${where} ORDER BY id`, selection.ids.length ? [selection.ids] : []);
      for (const r of rows) {
        const requestId = await requestReview(m, { postType: r.post_type, postId: r.id, authorId: r.user_id, contentVersion: r.content_version, title: r.title, content: r.content });
        // Only this request's verdict may take the published post down (PostVerdicts).
        if (selection.kind === 'approved') {
          await m.query(`UPDATE ${TABLES[r.post_type]} SET moderation = coalesce(moderation, '{}'::jsonb) || jsonb_build_object('recheckRequestId', $2::text) WHERE id = $1`, [r.id, requestId]);
        }
      }
      return rows;
    });
    process.stdout.write(`Review requested again for ${requested.length} post(s).\n`);
    for (const r of requested) process.stdout.write(`  ${r.post_type} ${r.id}\n`);
    if (selection.ids.length) {
      const skipped = selection.ids.filter((id) => !requested.some((r) => r.id === id));
      for (const id of skipped) process.stdout.write(`  skipped ${id}: not found, or not in the state asked for\n`);
      if (skipped.length) process.exitCode = 1;
    }
  } finally {
    await ds.destroy();
  }
});
