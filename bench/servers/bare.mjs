// The baseline: a bare Fastify route answering fixed JSON from memory. Runs as its own process
// (like the gateway) so autocannon and the server do not share an event loop.
//
// Without arguments it serves GET /bare (about the size of a page of 20 bill list items). With
// a JSON file of { "<path>": <body> } as its argument it serves exactly those bodies at those
// paths, so a scenario can compare the gateway with a bare route serving the very same JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The very Fastify the gateway runs on (through @nestjs/platform-fastify).
const requireFromAdapter = createRequire(createRequire(import.meta.url).resolve('@nestjs/platform-fastify'));
const Fastify = requireFromAdapter('fastify');

function defaultBodies() {
  const items = Array.from({ length: 20 }, (_, i) => ({
    billId: `119-hr-${i + 1}`,
    title: `Strengthening Rural Communities Act (No. ${i + 1})`,
    policyArea: 'Agriculture and Food',
    billAiSynthesisShort: 'Establishes a grant program for states to improve rural broadband and requires annual public reporting of outcomes.',
    billImportanceScore: 6,
    latestActionDate: '2025-03-01',
  }));
  return { '/bare': JSON.stringify(items) };
}

const file = process.argv[2];
const bodies = new Map(Object.entries(file ? JSON.parse(readFileSync(file, 'utf8')) : defaultBodies()));

const app = Fastify({ logger: false });
app.get('/*', (req, reply) => {
  const body = bodies.get(req.url);
  if (body === undefined) return reply.code(404).send({ statusCode: 404 });
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
