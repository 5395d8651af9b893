import { cacheable, isFresh } from './conditional';

describe('conditional requests of public answers', () => {
  const answer = cacheable('{"a":1}', 'application/json', new Date('2026-11-25T10:00:00.750Z'));

  it('hashes the bytes into a strong ETag and keeps whole seconds of Last-Modified', () => {
    expect(answer.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cacheable('{"a":1}', 'application/json', null).etag).toBe(answer.etag);
    expect(cacheable('{"a":2}', 'application/json', null).etag).not.toBe(answer.etag);
    expect(answer.lastModified?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('is fresh for a matching ETag (in a list, weak or *), and not for another', () => {
    expect(isFresh({ 'if-none-match': answer.etag }, answer)).toBe(true);
    expect(isFresh({ 'if-none-match': `"x", W/${answer.etag}` }, answer)).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, answer)).toBe(true);
    expect(isFresh({ 'if-none-match': '"x"' }, answer)).toBe(false);
    expect(isFresh({}, answer)).toBe(false);
  });

  it('reads If-Modified-Since only without If-None-Match', () => {
    const at = answer.lastModified!.toUTCString();
    expect(isFresh({ 'if-modified-since': at }, answer)).toBe(true);
    expect(isFresh({ 'if-modified-since': new Date('2026-11-25T09:59:59Z').toUTCString() }, answer)).toBe(false);
    expect(isFresh({ 'if-modified-since': 'not a date' }, answer)).toBe(false);
    expect(isFresh({ 'if-none-match': '"x"', 'if-modified-since': at }, answer)).toBe(false);
    expect(isFresh({ 'if-modified-since': at }, { etag: answer.etag, lastModified: null })).toBe(false);
  });
});
