import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Every package a module and the relative modules it imports at run time (not `import type`) load. */
function packagesLoadedBy(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, typeOnly, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    if (typeOnly) continue;
    if (spec.startsWith('.')) {
      const base = join(dirname(file), spec);
      const candidates = [`${base}.ts`, join(base, 'index.ts')];
      const next = candidates.find((c) => {
        try {
          return readFileSync(c) && true;
        } catch {
          return false;
        }
      });
      if (!next) throw new Error(`${file}: cannot find ${spec}`);
      packagesLoadedBy(next, seen, packages);
    } else {
      packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return packages;
}

describe('@civic/service-kit/edge', () => {
  it('loads neither TypeORM nor BullMQ (the gateway would hold them for nothing)', () => {
    const loaded = packagesLoadedBy(join(__dirname, 'edge.ts'));
    // The walk finds them where they are: in the full entry point.
    expect([...packagesLoadedBy(join(__dirname, 'index.ts'))]).toEqual(expect.arrayContaining(['typeorm', 'bullmq']));
    for (const heavy of ['typeorm', '@nestjs/typeorm', 'bullmq', 'pg']) expect(loaded.has(heavy)).toBe(false);
  });

  it('exports what the full entry point exports under the same names, from the same modules', async () => {
    const edge = await import('./edge');
    const full = await import('./index');
    for (const [name, value] of Object.entries(edge)) expect(full[name as keyof typeof full]).toBe(value);
  });
});

describe('@civic/service-kit/worker', () => {
  it('loads neither Nest, TypeORM, PostgreSQL nor an HTTP framework (the ai-worker would hold them for nothing)', () => {
    const loaded = packagesLoadedBy(join(__dirname, 'worker.ts'));
    expect([...loaded]).toEqual(expect.arrayContaining(['bullmq', 'ioredis', 'prom-client']));
    for (const heavy of ['typeorm', '@nestjs/typeorm', 'pg', '@nestjs/core', '@nestjs/common', '@nestjs/microservices', '@nestjs/platform-fastify', 'fastify']) {
      expect([heavy, loaded.has(heavy)]).toEqual([heavy, false]);
    }
  });

  it('exports what the full entry point exports under the same names, from the same modules', async () => {
    const worker = await import('./worker');
    const full = await import('./index');
    for (const [name, value] of Object.entries(worker)) expect(full[name as keyof typeof full]).toBe(value);
  });
});

describe('a service process', () => {
  it('starts without an HTTP framework: its probes and metrics are served on node:http', () => {
    for (const file of ['bootstrap.ts', 'probes.ts']) {
      const loaded = packagesLoadedBy(join(__dirname, file));
      expect([file, loaded.has('@nestjs/platform-fastify'), loaded.has('fastify')]).toEqual([file, false, false]);
    }
  });
});

