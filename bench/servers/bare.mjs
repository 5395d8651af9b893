// The baseline: a bare Fastify route answering a fixed JSON document from memory. Runs as its own
// process (like the gateway) so autocannon and the server do not share an event loop.
import { createRequire } from 'node:module';

// The very Fastify the gateway runs on (through @nestjs/platform-fastify).
const requireFromAdapter = createRequire(createRequire(import.meta.url).resolve('@nestjs/platform-fastify'));
const Fastify = requireFromAdapter('fastify');

// About the size of a page of 20 bill list items.
const items = Array.from({ length: 20 }, (_, i) => ({
  billId: `119-hr-${i + 1}`,
  title: `Strengthening Rural Communities Act (No. ${i + 1})`,
  policyArea: 'Agriculture and Food',
  billAiSynthesisShort: 'Establishes a grant program for states to improve rural broadband and requires annual public reporting of outcomes.',
  billImportanceScore: 6,
  latestActionDate: '2025-03-01',
}));
const body = JSON.stringify(items);

const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
