// The runtime settings every Civic process runs with, kept in ONE place: the `ENV` lines of the
// image (infra/Dockerfile) named in RUNTIME_VARS. docker-compose.yml and the Kubernetes manifests
// run that image and inherit them (infra/test/deploy-manifests.test.mjs checks that neither
// overrides them); stack.mjs reads them from the Dockerfile here and hands them to the processes
// of `npm start`, `npm test` and `npm run bench`, so all of them run with the same settings.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DOCKERFILE = fileURLToPath(new URL('../Dockerfile', import.meta.url));

/** NODE_OPTIONS: the V8 flags; MALLOC_ARENA_MAX: glibc's malloc arenas. */
export const RUNTIME_VARS = ['NODE_OPTIONS', 'MALLOC_ARENA_MAX'];

/** The value of every RUNTIME_VARS `ENV NAME="…"` line of the Dockerfile. */
export function runtimeEnv(dockerfile = readFileSync(DOCKERFILE, 'utf8')) {
  const out = {};
  for (const name of RUNTIME_VARS) {
    const match = new RegExp(`^ENV ${name}="([^"]*)"\\s*$`, 'm').exec(dockerfile);
    if (!match) throw new Error(`${DOCKERFILE} has no ENV ${name}="…" line (a runtime setting of every process).`);
    out[name] = match[1];
  }
  return out;
}

/**
 * The runtime settings for a stack process. Flags already in the caller's NODE_OPTIONS come after
 * the image's, so they win (NODE_OPTIONS=--enable-source-maps npm start).
 */
export function runtimeEnvFor(env) {
  const image = runtimeEnv();
  return { ...image, NODE_OPTIONS: [image.NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' ') };
}

/**
 * V8 flags a service's process needs that Node refuses in NODE_OPTIONS, so they are given on its
 * command line: by stack.mjs here, by the tests that start a service's process themselves
 * (`serviceNodeArgs` in libs/testing), and in the `command` of docker-compose.yml and of the
 * Kubernetes manifests (deploy-manifests.test.mjs checks they match). Kept in infra/node-args.json
 * so the TypeScript tests read the same list. A V8 flag set from code after start is not safe
 * (v8.setFlagsFromString: it crashed the ai-worker).
 *
 * ai-worker: the offline rules' regular expressions (large alternations) compiled to machine code
 * on their first run instead of interpreted first (V8's tier-up): the moderation-rules bench
 * 0.57 → 0.2 ms a short post, 11.5 → 2.4 ms a 2.7 KB one (bench/README "Offline rules").
 */
export const NODE_ARGS = JSON.parse(readFileSync(fileURLToPath(new URL('../node-args.json', import.meta.url)), 'utf8'));

/** The node arguments before a service's script (`service` as in SERVICES, e.g. ai-worker). */
export const nodeArgsOf = (service) => NODE_ARGS[service] ?? [];
