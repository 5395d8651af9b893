import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { lastValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import type { ArgumentsHost } from '@nestjs/common';
import { stackEnv } from '@civic/testing';
import { acceptRequestId, createRootLogger, logger, RpcErrorFilter, serviceDataSourceOptions } from '../src';

/*
 * What a service writes to its log when a statement with a voter's data fails on the real
 * PostgreSQL: the error path identity's RPC handlers take (RpcErrorFilter logs the unhandled
 * error), with the root logger writing into this test instead of stdout.
 */
const schema = `kit_logs_${randomUUID().slice(0, 8)}`;
const voter = { email: 'avery.quinn.private@example.org', name: 'Avery Quinn Secretname', address: '42 Hidden Lane Apt 7', city: 'Montpelierish' };
let ds: DataSource;
let lines: string[] = [];

beforeAll(async () => {
  createRootLogger('identity', 'info', new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
  ds = await new DataSource(serviceDataSourceOptions({ url: stackEnv('DATABASE_URL'), schema, entities: [], migrations: [], poolSize: 2 })).initialize();
  await ds.query(`CREATE SCHEMA "${schema}"`);
  await ds.query(`CREATE TABLE "${schema}".people (id uuid PRIMARY KEY, email text UNIQUE NOT NULL, name text NOT NULL, address text, city text)`);
  await ds.query(`INSERT INTO "${schema}".people (id, email, name, address, city) VALUES ($1, $2, $3, $4, $5)`, [randomUUID(), voter.email, voter.name, voter.address, voter.city]);
});

afterAll(async () => {
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
});

beforeEach(() => {
  lines = [];
});

/** Runs a failing statement and logs its error the way an RPC handler's failure is logged. */
async function logFailure(sql: string, params: unknown[]): Promise<{ err: unknown; log: string }> {
  const err = await ds.query(sql, params).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeDefined();
  const host = { getType: () => 'rpc' } as unknown as ArgumentsHost;
  await expect(lastValueFrom(new RpcErrorFilter().catch(err, host))).rejects.toMatchObject({ status: 500 });
  return { err, log: lines.join('') };
}

const expectNoVoterData = (log: string) => {
  for (const value of Object.values(voter)) expect(log).not.toContain(value);
};

describe('service logs keep SQL parameters and personal data out', () => {
  it('a NUL byte in a voter’s name: the error is logged, the parameters are not', async () => {
    const { err, log } = await logFailure(`UPDATE "${schema}".people SET name = $1, address = $2, city = $3 WHERE email = $4`, [`${voter.name}\u0000`, voter.address, voter.city, voter.email]);
    // The error really carried the data (TypeORM copies the parameters onto it)...
    expect((err as { parameters?: unknown[] }).parameters).toContain(voter.address);
    // ...and the log line names the failure without it.
    expect(log).toContain('unhandled error in rpc handler');
    expect(log).toContain('QueryFailedError');
    expect(log).toContain('0x00');
    expectNoVoterData(log);
  });

  it('a duplicate email: PostgreSQL’s detail ("Key (email)=(…)") stays out', async () => {
    const { err, log } = await logFailure(`INSERT INTO "${schema}".people (id, email, name, address) VALUES ($1, $2, $3, $4)`, [randomUUID(), voter.email, voter.name, voter.address]);
    expect((err as { detail?: string }).detail).toContain(voter.email);
    expect(log).toContain('23505');
    expectNoVoterData(log);
  });

  it('a value PostgreSQL quotes in its message (invalid uuid) is cut from the message and the stack', async () => {
    const { err, log } = await logFailure(`SELECT * FROM "${schema}".people WHERE id = $1`, [voter.email]);
    expect((err as Error).message).toContain(voter.email);
    expect(log).toContain('invalid input syntax for type uuid: [redacted]');
    expectNoVoterData(log);
  });

  it('redacts passwords and personal fields wherever a log object carries them', () => {
    logger().info({ user: { ...voter, id: 'u1' }, body: { password: 'hunter2-secret', newPassword: 'n3w-secret', name: voter.name }, data: { email: voter.email } }, 'context');
    const log = lines.join('');
    expect(log).toContain('"id":"u1"');
    expect(log).toContain('[redacted]');
    expectNoVoterData(log);
    expect(log).not.toMatch(/hunter2-secret|n3w-secret/);
  });
});

describe('request ids from clients', () => {
  it('keeps a safe one and replaces anything else with a fresh uuid', () => {
    expect(acceptRequestId('lb-7f3a.2_x')).toBe('lb-7f3a.2_x');
    for (const unsafe of ['', 'a'.repeat(65), 'bad id', 'x\r\nSet-Cookie: a=b', '<script>', ['a', 'b'], undefined, 42]) {
      expect(acceptRequestId(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
