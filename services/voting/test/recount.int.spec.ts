import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'pg';
import { stackEnv } from '@civic/testing';

/**
 * `npm run voting:recount` against the test stack's database: it finds no drift in tallies the
 * service kept, reports a tally corrupted behind its back (exit code 2) and --fix repairs it.
 */
const CLI = join(__dirname, '../dist/recount.js');
const recount = (...args: string[]) => {
  const res = spawnSync(process.execPath, [CLI, '--json', ...args], { env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  const line = res.stdout.trim().split('\n').pop() ?? '';
  return { status: res.status, result: line ? JSON.parse(line) : undefined, stderr: res.stderr };
};

describe('voting:recount', () => {
  let pool: Pool;
  const billId = `recount-${process.pid}-${Date.now()}`;
  beforeAll(() => {
    pool = new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 2 });
  });
  afterAll(async () => {
    await pool.query('DELETE FROM voting.district_tallies WHERE bill_id = $1', [billId]);
    await pool.end();
  });

  it('reports drift (exit 2), fixes it with --fix, then reports none', async () => {
    // A tally with no votes behind it: 3 phantom archetype supports.
    await pool.query(`INSERT INTO voting.district_tallies (bill_id, district, support_archetype) VALUES ($1, 'VT-AL', 3)`, [billId]);
    const found = recount();
    expect(found.stderr).toBe('');
    expect(found.status).toBe(2);
    expect(found.result.drift).toEqual([
      expect.objectContaining({ billId, district: 'VT-AL', stored: expect.objectContaining({ sa: 3 }), actual: expect.objectContaining({ sa: 0 }) }),
    ]);

    const fixed = recount('--fix');
    expect(fixed.status).toBe(0);
    expect(fixed.result.fixed).toBe(true);
    const { rows } = await pool.query('SELECT support_archetype, support_weighted::int FROM voting.district_tallies WHERE bill_id = $1', [billId]);
    expect(rows[0]).toEqual({ support_archetype: 0, support_weighted: 0 });

    const clean = recount();
    expect(clean.status).toBe(0);
    expect(clean.result.drift).toEqual([]);
  });

  it('refuses an unknown option', () => {
    const res = spawnSync(process.execPath, [CLI, '--frobnicate'], { encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Unknown option --frobnicate');
  });
});
