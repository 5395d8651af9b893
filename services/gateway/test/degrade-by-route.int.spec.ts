import { SERVICE_UNAVAILABLE_MESSAGE } from '@civic/service-kit';
import { signedInClient, stackUrl } from '@civic/testing';
import { stackState, until } from './chaos-support';

/*
 * Degrade by route, not by site (#25 item 2): while one service's process is gone, the gateway
 * stays ready (a load balancer keeps it), the routes of the other services answer, and that
 * service's routes answer 503 with Retry-After in the API's error shape. The test stops the
 * notifications process with SIGTERM and checks in the window before the process the stack's
 * supervisor restarts is serving (its readiness says so); it then waits for the restart, so the
 * suites after this one find the stack whole.
 */
jest.setTimeout(60_000);

it('keeps the gateway ready and the other routes answering while notifications is down; its routes answer 503 + Retry-After', async () => {
  const { client } = await signedInClient();
  expect((await client.get('/api/notifications')).status).toBe(200);
  const before = stackState().notifications;

  process.kill(before.pid!, 'SIGTERM');
  // Gone: the process exited (the supervisor restarts it after 0.5 s, and its boot takes seconds).
  await until('notifications to exit', async () => stackState().notifications.pid !== before.pid, 15_000);

  const down = await client.get('/api/notifications');
  const ready = await fetch(`${stackUrl()}/health/ready`);
  const user = await client.get('/api/user');
  const bills = await client.get('/api/bills?limit=1');
  // Still not serving after those answers: they were all given while it was down.
  const stillDown = !(await fetch(`${before.healthUrl}/health/ready`).then((r) => r.ok, () => false));

  expect(down.status).toBe(503);
  expect(down.headers.get('retry-after')).toBe('1');
  expect(down.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
  expect(ready.status).toBe(200);
  expect(user.status).toBe(200);
  expect(bills.status).toBe(200);
  expect(stillDown).toBe(true);

  await until('notifications to be restarted and answer', async () => (await client.get('/api/notifications')).status === 200, 45_000);
  expect(stackState().notifications.restarts).toBe(before.restarts + 1);
});
