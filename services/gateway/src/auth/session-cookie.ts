/**
 * The one cookie the gateway reads and writes, the session cookie, without a general cookie
 * parser in front of every request. Values are percent-encoded, as browsers expect.
 */

/** The first value of cookie `name` in a Cookie header (RFC 6265: the browser sends the most specific first). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const wanted = `${name}=`;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(wanted)) continue;
    let value = pair.slice(wanted.length);
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined; // malformed escapes: no usable cookie
    }
  }
  return undefined;
}

export interface SessionCookieAttributes {
  secure: boolean;
  /** Omitted: clear the cookie (expired in the past). */
  expires?: Date;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export function serializeCookie(name: string, value: string, attrs: SessionCookieAttributes): string {
  const expires = attrs.expires ?? new Date(0);
  return `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${attrs.secure ? '; Secure' : ''}`;
}
