// A signed-in bench user: registers through the gateway and keeps the session cookie.
export async function registerUser(url, tag) {
  const origin = new URL(url).origin;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = await res.json();
  return { id: user.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), origin };
}
