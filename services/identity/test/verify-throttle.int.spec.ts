import 'reflect-metadata';
import { join } from 'node:path';
import { uniqueEmail } from '@civic/testing';
import { UsersService } from '../src/users.service';
import { startIdentityInProcess, type InProcessIdentity } from './in-process-identity';

/*
 * Identity limits password checks per email on its own (ADR 0019), whoever asks: a caller that
 * reached verify-credentials past the gateway's login limits still gets only so many guesses.
 * The real AppModule in-process on a database of its own, with a limit of 3 for the test.
 */
const LIMIT = 3;
const PASSWORD = 'correct-horse-1';
const TOO_MANY = { status: 429, message: 'Too many requests. Please wait a moment and try again.' };
const BAD = { status: 401, message: 'Invalid email or password' };
let identity: InProcessIdentity;
let users: UsersService;

beforeAll(async () => {
  identity = await startIdentityInProcess('verify-throttle', {
    DISTRICTS_FILE: join(__dirname, 'fixtures/zcta-cd119-sample.txt'),
    IDENTITY_VERIFY_FAILURES_PER_EMAIL_PER_HOUR: String(LIMIT),
  });
  ({ users } = identity);
}, 60_000);

afterAll(async () => {
  await identity?.stop();
});

it('refuses an email past its failures for the hour, even with the right password, and leaves other emails alone', async () => {
  const email = uniqueEmail('guessed');
  const other = uniqueEmail('bystander');
  await users.register({ email, password: PASSWORD });
  await users.register({ email: other, password: PASSWORD });
  for (let i = 0; i < LIMIT; i++) await expect(users.verifyCredentials({ email, password: `guess-${i}` })).rejects.toMatchObject(BAD);
  await expect(users.verifyCredentials({ email, password: 'guess-next' })).rejects.toMatchObject(TOO_MANY);
  await expect(users.verifyCredentials({ email, password: PASSWORD })).rejects.toMatchObject(TOO_MANY);
  await expect(users.verifyCredentials({ email: other, password: PASSWORD })).resolves.toMatchObject({ email: other });
  // An email nobody registered is counted the same (no hint that it exists).
  const unknown = uniqueEmail('nobody');
  for (let i = 0; i < LIMIT; i++) await expect(users.verifyCredentials({ email: unknown, password: PASSWORD })).rejects.toMatchObject(BAD);
  await expect(users.verifyCredentials({ email: unknown, password: PASSWORD })).rejects.toMatchObject(TOO_MANY);
});

it('does not count successful sign-ins', async () => {
  const email = uniqueEmail('regular');
  await users.register({ email, password: PASSWORD });
  for (let i = 0; i < LIMIT + 2; i++) await expect(users.verifyCredentials({ email, password: PASSWORD })).resolves.toMatchObject({ email });
  for (let i = 0; i < LIMIT; i++) await expect(users.verifyCredentials({ email, password: 'wrong' })).rejects.toMatchObject(BAD);
  await expect(users.verifyCredentials({ email, password: PASSWORD })).rejects.toMatchObject(TOO_MANY);
});

it('refuses a burst of simultaneous guesses beyond the limit (counted before the password is checked)', async () => {
  const email = uniqueEmail('burst');
  await users.register({ email, password: PASSWORD });
  const outcomes = await Promise.allSettled(Array.from({ length: LIMIT + 4 }, (_, i) => users.verifyCredentials({ email, password: `burst-${i}` })));
  const statuses = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { status: number }).status : 200));
  expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(4);
});
