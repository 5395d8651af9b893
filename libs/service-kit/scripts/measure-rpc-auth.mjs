// Micro-measurement of what signed RPC envelopes (ADR 0019) add to one call: the gateway's sign,
// the service's check, and the JSON round trip between them for comparison. Not a test: it
// prints numbers, it asserts nothing. Run after a build: `node libs/service-kit/scripts/measure-rpc-auth.mjs`.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const { RpcSigner, RpcVerifier } = createRequire(import.meta.url)('../dist/rpc-auth.js');

const secret = 'x'.repeat(64);
const signer = new RpcSigner(secret);
const verifier = new RpcVerifier({ current: secret, previous: undefined });
const requestId = randomUUID();
const userId = randomUUID();
const payloads = {
  'vote cast': { pattern: 'voting.cast-vote', data: { billId: 'hr-1234-119', vote: 'yes' } },
  'post (2 kB)': { pattern: 'discussions.create', data: { billId: 'hr-1234-119', title: 'A title', body: 'word '.repeat(400) } },
};
const N = 100_000;
const ROUNDS = 7;

/** Median over ROUNDS of this process's CPU time per call (ns): on a shared machine, wall time counts other processes' turns too. */
function perCall(fn) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < N; i++) fn(i);
    const used = process.cpuUsage(start);
    samples.push(((used.user + used.system) * 1000) / N);
  }
  samples.sort((a, b) => a - b);
  return samples[ROUNDS >> 1];
}

let sink = 0;
for (const [name, { pattern, data }] of Object.entries(payloads)) {
  const now = Date.now();
  const signed = { ctx: { requestId, userId }, data, ...signer.sign(pattern, requestId, userId, data, now) };
  const wire = JSON.parse(JSON.stringify(signed));
  const sign = perCall(() => (sink += signer.sign(pattern, requestId, userId, data, now).sig.length));
  const check = perCall(() => (sink += verifier.check(pattern, wire, now) === undefined ? 1 : 0));
  const frame = perCall(() => (sink += JSON.parse(JSON.stringify({ pattern, data: signed, id: requestId })).id.length));
  console.log(`${name.padEnd(12)} sign ${(sign / 1000).toFixed(2)} µs   check ${(check / 1000).toFixed(2)} µs   (the frame's own JSON encode + parse: ${(frame / 1000).toFixed(2)} µs)`);
}
if (sink === 0) console.log('');
