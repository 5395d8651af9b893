import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { startFakeSmtpServer, stackEnv, type FakeSmtpServer } from '@civic/testing';
import { notificationsConfig } from '../src/config';
import { notificationsDataSourceOptions } from '../src/data-source';
import { PartnerContactService } from '../src/partner/partner-contact.service';
import { PartnerMessagesRepository } from '../src/partner/partner-messages.repository';

/*
 * Partner-contact delivery with the real mail client (nodemailer) against an SMTP server on
 * loopback, on the stack's database: a message is stored first, then mailed to the operators;
 * a refused delivery is recorded on the stored message, which is never lost.
 */
let ds: DataSource;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  ds = await new DataSource(notificationsDataSourceOptions(stackEnv('DATABASE_URL'), 2)).initialize();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await ds?.destroy();
  await smtp?.close();
});

const service = (smtpUrl: string | undefined) =>
  new PartnerContactService(
    new PartnerMessagesRepository(ds),
    notificationsConfig({ ...process.env, NOTIFICATIONS_RPC_PORT: '1', SMTP_URL: smtpUrl ?? '', PARTNER_CONTACT_TO: 'ops@civic.test', PARTNER_CONTACT_FROM: 'Civic <no-reply@civic.test>' }),
  );

const stored = async (id: string) =>
  (await ds.query(`SELECT name, email, subject, message, delivered_at, delivery_error FROM notifications.partner_messages WHERE id = $1`, [id]))[0];

const body = { name: 'Avery Quinn', email: 'avery@example.org', subject: 'Partnership in our district', message: 'We would like to take the pledge.\nCall us.' };

it('stores the message and mails it to the operators, replying to the sender', async () => {
  const mailed = smtp.nextMail();
  const partners = service(smtp.url);
  const { id } = await partners.receive(body);
  const mail = await mailed;
  expect(mail.from).toBe('no-reply@civic.test');
  expect(mail.to).toEqual(['ops@civic.test']);
  expect(mail.data).toMatch(/^Subject: \[Partner\] Partnership in our district$/m);
  expect(mail.data).toMatch(/^Reply-To: Avery Quinn <avery@example.org>$/m);
  expect(mail.data).toContain('We would like to take the pledge.');
  expect(await stored(id)).toMatchObject({ ...body, delivery_error: null, delivered_at: expect.any(Date) });
  partners.onModuleDestroy();
});

it('keeps a message the relay refused, with the reason', async () => {
  smtp.refuseNext();
  const partners = service(smtp.url);
  const { id } = await partners.receive({ ...body, subject: 'Refused one' });
  expect(await stored(id)).toMatchObject({ subject: 'Refused one', delivered_at: null, delivery_error: expect.stringContaining('554') });
  partners.onModuleDestroy();
});

it('stores (and does not mail) without SMTP_URL', async () => {
  const before = smtp.mails.length;
  const { id } = await service(undefined).receive({ ...body, subject: 'No relay' });
  expect(await stored(id)).toMatchObject({ subject: 'No relay', delivered_at: null, delivery_error: null });
  expect(smtp.mails.length).toBe(before);
});
