import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { scansOf, stackEnv } from '@civic/testing';
import { socialDataSourceOptions } from '../src/data-source';
import { PROFILE_SQL } from '../src/users/users.repository';

/*
 * A profile's follow counts read the user's own follows through an index even while one user
 * holds most of them: a plan that assumed the average share would scan the table per profile.
 */
let ds: DataSource;

beforeAll(async () => {
  ds = await new DataSource(socialDataSourceOptions(stackEnv('DATABASE_URL'), 2)).initialize();
});
afterAll(async () => {
  await ds?.destroy();
});

it('counts a profile’s followers and followings by index, even while one user holds most follows', async () => {
  const popular = randomUUID();
  await ds.query(`INSERT INTO social.follows (follower_id, following_id) SELECT gen_random_uuid(), $1 FROM generate_series(1, 5000)`, [popular]);
  try {
    await ds.query('ANALYZE social.follows');
    const scans = await scansOf(ds, PROFILE_SQL, [randomUUID()], 'follows');
    expect(scans).toHaveLength(2);
    expect(scans.filter((s) => s.startsWith('Index') || s.startsWith('Bitmap'))).toEqual(scans);
  } finally {
    await ds.query('DELETE FROM social.follows WHERE following_id = $1', [popular]);
  }
});
