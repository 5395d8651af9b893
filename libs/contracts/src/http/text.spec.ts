import { z } from 'zod';
import { loginBody, MESSAGES, registerBody } from './auth';
import { billListQuery, billIdSchema, BILL_MESSAGES } from './bills';
import { personalInfoBody, PERSONAL_INFO_MESSAGES } from './onboarding';
import { partnerContactBody } from './partner-contact';
import { hasControlCharacters, hasFormatCharacters, optionalText, text, TEXT_MESSAGES } from './text';

describe('the shared text schema', () => {
  const name = text({ label: 'Name', max: 10, required: 'Name is required' });
  const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('trims and bounds the length', () => {
    expect(name.parse('  Avery  ')).toBe('Avery');
    expect(messages(name, '   ')).toEqual(['Name is required']);
    expect(messages(name, 'x'.repeat(11))).toEqual([TEXT_MESSAGES.tooLong('Name', 10)]);
  });

  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'line\nbreak', 'tab\there', 'cr\rhere'])(
    'refuses control characters in single-line text (%j)',
    (value) => {
      expect(messages(name, value)).toEqual([TEXT_MESSAGES.control('Name')]);
    },
  );

  it.each([
    ['right-to-left override', 'Act \u202egnivaS'],
    ['left-to-right embedding', '\u202aAct'],
    ['first-strong isolate', 'Act\u2068 Saving\u2069'],
    ['right-to-left mark', 'Act\u200f'],
    ['zero-width space', 'Cle\u200ban'],
    ['zero-width joiner', 'Clean\u200d'],
    ['word joiner', 'Cle\u2060an'],
    ['byte order mark inside', 'Cle\ufeffan'],
    ['soft hyphen', 'Cle\u00adan'],
  ])('refuses a Unicode format character in single-line text (%s)', (_, value) => {
    expect(hasFormatCharacters(value)).toBe(true);
    expect(messages(name, value)).toEqual([TEXT_MESSAGES.format('Name')]);
  });

  it('keeps letters of every script, accents and emoji in single-line text', () => {
    for (const value of ['Zoë', 'José', 'שלום', 'مرحبا', '日本', '💥🎉', 'Ünïcödé']) expect(name.parse(value)).toBe(value);
  });

  it('keeps newlines and tabs in multi-line text, folds CRLF, still refuses NUL', () => {
    const body = text({ label: 'Message', max: 100, multiline: true });
    expect(body.parse('one\r\ntwo\tthree\rfour')).toBe('one\ntwo\tthree\nfour');
    expect(messages(body, 'a\u0000b')).toEqual([TEXT_MESSAGES.control('Message')]);
    expect(messages(body, 'a\u000bb')).toEqual([TEXT_MESSAGES.control('Message')]);
  });

  it.each([42, true, null, undefined, ['a'], { a: 1 }])('answers the field message for a value that is not text (%j)', (value) => {
    expect(messages(name, value)).toEqual(['Name is required']);
  });

  it('takes a password exactly as typed, but not with control characters', () => {
    const password = text({ label: 'Password', max: 200, trim: false });
    expect(password.parse('  spaced out  ')).toBe('  spaced out  ');
    expect(messages(password, 'pass\u0000word')).toEqual([TEXT_MESSAGES.control('Password')]);
    const exact = text({ label: 'Password', max: 200, trim: false, allowFormatCharacters: true });
    expect(exact.parse('pass\u200dword')).toBe('pass\u200dword');
  });

  it('treats blank and null as absent in optional text', () => {
    const search = optionalText({ label: 'search', max: 5, required: 'search must be text' });
    expect(search.parse('  ')).toBeUndefined();
    expect(search.parse(null)).toBeUndefined();
    expect(search.parse(' hr ')).toBe('hr');
    expect(messages(search, ['a', 'b'])).toEqual(['search must be text']);
    expect(messages(search, 'a\u0000')).toEqual([TEXT_MESSAGES.control('search')]);
  });

  it('names control characters for clients', () => {
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', true)).toBe(false);
    expect(hasControlCharacters('plain text, ünïcödé ✓')).toBe(false);
  });
});

describe('API schemas built on it', () => {
  const personal = { name: 'Avery Quinn', address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401' };

  it.each(['name', 'address', 'city'] as const)('personal info refuses NUL in %s with a 400 message', (field) => {
    const result = personalInfoBody.safeParse({ ...personal, [field]: 'x\u0000y' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/must not contain control characters/);
  });

  it('keeps the SPEC messages for missing fields', () => {
    expect(personalInfoBody.safeParse({ ...personal, name: '' }).error?.issues[0]?.message).toBe(PERSONAL_INFO_MESSAGES.name);
    expect(loginBody.safeParse({ email: 'a@example.com' }).error?.issues[0]?.message).toBe(MESSAGES.passwordRequired);
    expect(registerBody.safeParse({ email: 'a@example.com', password: '12345' }).error?.issues[0]?.message).toBe(MESSAGES.passwordMin);
    expect(loginBody.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(MESSAGES.email);
  });

  it('refuses NUL in an email and in the bill search', () => {
    expect(loginBody.safeParse({ email: 'a\u0000@example.com', password: 'x' }).success).toBe(false);
    expect(billListQuery.safeParse({ search: 'hr\u00001' }).success).toBe(false);
    expect(billListQuery.safeParse({ policyArea: ['Health', 'Taxation'] }).error?.issues[0]?.message).toBe(BILL_MESSAGES.policyArea);
  });

  it('reads bill ids only in their one shape', () => {
    expect(billIdSchema.parse(' 119-HR-1234 ')).toBe('119-hr-1234');
    for (const bad of ['119-hr-1234\u0000', "1' OR 1=1", '119-hr-1234567', 'x'.repeat(1000)]) expect(billIdSchema.safeParse(bad).success).toBe(false);
  });

  it('lets a partner message span lines', () => {
    const body = { name: 'Avery', email: 'avery@example.org', subject: 'Hello', message: 'Line one.\nLine two.' };
    expect(partnerContactBody.parse(body).message).toBe('Line one.\nLine two.');
    expect(partnerContactBody.safeParse({ ...body, subject: 'Hel\nlo' }).success).toBe(false);
  });

  it('turns a lone surrogate into U+FFFD and keeps real pairs (PostgreSQL refuses the half in JSON)', () => {
    const field = text({ label: 'Title', max: 20 });
    expect(field.parse('a\ud800b')).toBe('a\ufffdb');
    expect(field.parse('\udc00x\ud83d')).toBe('\ufffdx\ufffd');
    expect(field.parse('vote \ud83d\uddf3')).toBe('vote \ud83d\uddf3');
  });
});
