import { PARTNER_CONTACT_MESSAGES, partnerContactBody } from './partner-contact';

describe('partnerContactBody (SPEC §5 Partner contact)', () => {
  const valid = { name: 'Avery Quinn', email: 'avery@example.org', subject: 'Partnership', message: 'We would like to talk.' };

  it('accepts a complete message and trims it', () => {
    expect(partnerContactBody.parse({ ...valid, name: '  Avery Quinn ' })).toEqual(valid);
  });

  it.each([
    ['name', '', PARTNER_CONTACT_MESSAGES.name],
    ['name', '   ', PARTNER_CONTACT_MESSAGES.name],
    ['email', 'not-an-email', PARTNER_CONTACT_MESSAGES.email],
    ['email', '', PARTNER_CONTACT_MESSAGES.email],
    ['subject', '', PARTNER_CONTACT_MESSAGES.subject],
    ['message', 'too short', PARTNER_CONTACT_MESSAGES.message],
  ])('rejects %s=%j with the SPEC message', (field, value, message) => {
    const result = partnerContactBody.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('uses the SPEC texts word for word', () => {
    expect(PARTNER_CONTACT_MESSAGES).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('reports a missing field with its message, not a type error', () => {
    const result = partnerContactBody.safeParse({});
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(Object.values(PARTNER_CONTACT_MESSAGES).sort());
  });
});
