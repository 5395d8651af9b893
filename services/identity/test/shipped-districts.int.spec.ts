import 'reflect-metadata';
import { createServer, type AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { personalInfoBody } from '@civic/contracts';
import { signedInClient, stackEnv, uniqueEmail } from '@civic/testing';
import { SHIPPED_DISTRICTS_FILE } from '../src/district/default-table';
import { parseDistrictFile } from '../src/district/zcta-file';
import { OnboardingService } from '../src/onboarding.service';
import { UsersService } from '../src/users.service';
import { startIdentityInProcess, type InProcessIdentity } from './in-process-identity';

/**
 * A newcomer's first run (issue #9): with no DISTRICTS_FILE, identity loads the ZIP → district
 * table it ships with, so a voter gets a district offline. The test stack runs that way (and
 * with the Census geocoder off); a second identity, in-process on a fresh database, checks the
 * start-up load itself and the answers when the geocoder is configured but unreachable.
 * Expected districts: the 119th-Congress zccd.csv the table was made from.
 */
const ADDRESSES = {
  '94110': { name: 'Rosa Diaz', address: '2940 16th St', city: 'San Francisco', state: 'CA', zipCode: '94110' },
  '30303': { name: 'Rosa Diaz', address: '55 Trinity Ave SW', city: 'Atlanta', state: 'GA', zipCode: '30303' },
  '78701': { name: 'Rosa Diaz', address: '1100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
  '60614': { name: 'Rosa Diaz', address: '2001 N Clark St', city: 'Chicago', state: 'IL', zipCode: '60614' },
} as const;

const UNREACHABLE = 'We could not reach the address verification service, so we used your ZIP code. ';

/** [ZIP, district, confidence, message with the geocoder off, message with it unreachable] */
const EXPECTED: Array<[keyof typeof ADDRESSES, string, 'MEDIUM' | 'LOW', string, string]> = [
  ['94110', 'CA-11', 'MEDIUM', 'ZIP 94110 lies entirely within congressional district CA-11.', `${UNREACHABLE}ZIP 94110 lies entirely within congressional district CA-11.`],
  ['30303', 'GA-05', 'MEDIUM', 'ZIP 30303 lies entirely within congressional district GA-05.', `${UNREACHABLE}ZIP 30303 lies entirely within congressional district GA-05.`],
  ['78701', 'TX-37', 'MEDIUM', 'ZIP 78701 lies entirely within congressional district TX-37.', `${UNREACHABLE}ZIP 78701 lies entirely within congressional district TX-37.`],
  // The shipped table has no land areas: a split ZIP names every district and the first is picked.
  [
    '60614',
    'IL-03',
    'LOW',
    'ZIP 60614 spans 3 districts (IL-03, IL-05, IL-07); we picked IL-03. Enter your full street address for a precise match.',
    `${UNREACHABLE}ZIP 60614 spans 3 districts (IL-03, IL-05, IL-07); we picked IL-03. Save your information again later for a precise match.`,
  ],
];

const key = (r: { zcta: string; district: string }) => `${r.zcta} ${r.district}`;

describe('the test stack, started with no DISTRICTS_FILE', () => {
  let pg: Pool;
  beforeAll(() => {
    pg = new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 1 });
  });
  afterAll(async () => {
    await pg?.end();
  });

  it('holds exactly the shipped table', async () => {
    expect(process.env.DISTRICTS_FILE ?? '').toBe('');
    const shipped = (await parseDistrictFile(SHIPPED_DISTRICTS_FILE)).rows.map(key).sort();
    const { rows } = await pg.query<{ zcta: string; district: string }>('SELECT zcta, district FROM identity.zcta_districts');
    expect(rows.length).toBe(42033);
    expect(rows.map(key).sort()).toEqual(shipped);
  });

  it.each(EXPECTED)('POST /api/user/personal-info with a street address in ZIP %s → %s (%s)', async (zip, district, confidence, message) => {
    const { client, user } = await signedInClient();
    const res = await client.post('/api/user/personal-info', ADDRESSES[zip]);
    expect(res.status).toBe(200);
    expect(res.body.districtInfo).toEqual({ confidence, congressionalDistrict: district, county: null });
    expect(res.body.validationMessage).toBe(message);
    expect((await client.get('/api/user')).body).toMatchObject({ id: user.id, zipCode: zip, congressionalDistrict: district, district });
  });
});

/** A loopback port nothing listens on: connecting to it is refused, as for a service that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('identity on a fresh database, no DISTRICTS_FILE, the Census geocoder unreachable', () => {
  let identity: InProcessIdentity;
  let onboarding: OnboardingService;
  let users: UsersService;
  let ds: DataSource;

  beforeAll(async () => {
    identity = await startIdentityInProcess('shipped', { DISTRICTS_FILE: undefined, CENSUS_GEOCODER_URL: `http://127.0.0.1:${await closedPort()}` });
    ({ onboarding, users, ds } = identity);
  }, 60_000);

  afterAll(async () => {
    await identity?.stop();
  });

  it('loaded the shipped table into the empty table as it started', async () => {
    expect((await ds.query('SELECT count(*)::int AS n FROM identity.zcta_districts'))[0].n).toBe(42033);
  });

  it.each(EXPECTED)('a street address in ZIP %s still gets %s (%s) from the ZIP table, and says why', async (zip, district, confidence, _off, message) => {
    const user = await users.register({ email: uniqueEmail('shipped'), password: 'correct-horse-1' });
    const res = await onboarding.savePersonalInfo(user.id, personalInfoBody.parse(ADDRESSES[zip]));
    expect(res.districtInfo).toEqual({ confidence, congressionalDistrict: district, county: null });
    expect(res.validationMessage).toBe(message);
    expect(res.user).toMatchObject({ zipCode: zip, congressionalDistrict: district });
  });
});
