import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { NOTIFICATION_TYPES } from '@civic/contracts';
import { stackEnv } from '@civic/testing';
import { notificationsDataSourceOptions } from '../src/data-source';

/*
 * The migrations write their lists of notification types out (a migration must not follow the
 * contract as it grows), so a type added to NOTIFICATION_TYPES without a migration would be
 * refused by the database only when first sent. This catches it at once: the migrated check
 * admits exactly the contract's types.
 */
let ds: DataSource;

beforeAll(async () => {
  ds = await new DataSource(notificationsDataSourceOptions(stackEnv('DATABASE_URL'), 1)).initialize();
});
afterAll(async () => {
  await ds?.destroy();
});

it("the database's type check admits exactly the contract's notification types", async () => {
  const [{ definition }] = await ds.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conname = 'notifications_type_check' AND conrelid = 'notifications.notifications'::regclass`,
  );
  const admitted = [...String(definition).matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
  expect(admitted).toEqual([...NOTIFICATION_TYPES].sort());
});
