// The deployment files an operator applies, checked the way a cluster would take them:
// `kubectl kustomize` renders the example overlay, every object is validated against the
// Kubernetes (and KEDA) OpenAPI schemas, and the rules an operator relies on are asserted:
// no Secret is ever applied, every Deployment has resources, probes, a disruption budget,
// spreading and autoscaling, the migrate Job is named per release, every command exists in the
// image without nx, and docker-compose.yml runs the same processes with the same ports.
// Runs in `npm test` (node --test); needs `kubectl` (with its built-in kustomize) on PATH.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const K8S = join(ROOT, 'infra/k8s');
const OVERLAY = join(K8S, 'overlays/example');

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const noKubectl = kubectl.status !== 0 ? 'needs kubectl (with kustomize) on PATH: apt-get install -y kubernetes-client, or the kubectl release binary' : false;

function render() {
  const res = spawnSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8', maxBuffer: 16 << 20 });
  assert.equal(res.status, 0, res.stderr);
  return parseAllDocuments(res.stdout).map((d) => d.toJSON()).filter(Boolean);
}
const objects = noKubectl ? [] : render();
const ofKind = (kind) => objects.filter((o) => o.kind === kind);
const podSpecOf = (o) => (o.kind === 'CronJob' ? o.spec.jobTemplate.spec.template.spec : o.spec.template.spec);
const podLabelsOf = (o) => (o.kind === 'CronJob' ? o.spec.jobTemplate.spec.template.metadata.labels : o.spec.template.metadata.labels);
const matches = (selector, labels) => Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);

/** The schema class of an object: kubernetes-models/<group>/<version> (core: v1), KEDA's own package. */
async function modelOf({ apiVersion, kind }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  const module = group === 'keda.sh' ? `@kubernetes-models/keda/keda.sh/${version}` : group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
  const models = await import(module);
  assert.ok(models[kind], `no schema for ${apiVersion} ${kind}`);
  return models[kind];
}

test('the example overlay renders and every object holds to its schema', { skip: noKubectl }, async () => {
  assert.ok(objects.length > 40, `only ${objects.length} objects rendered`);
  for (const o of objects) {
    const Model = await modelOf(o);
    assert.doesNotThrow(() => new Model(o).validate(), `${o.kind}/${o.metadata.name} does not hold to its schema`);
  }
});

test('no Secret is ever applied: none rendered, none in a kustomization', { skip: noKubectl }, () => {
  assert.deepEqual(ofKind('Secret'), []);
  const listed = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listed(join(dir, e.name)) : [join(dir, e.name)]));
  for (const file of listed(K8S).filter((f) => /\.ya?ml$/.test(f) && !f.includes('/examples/'))) {
    assert.doesNotMatch(readFileSync(file, 'utf8'), /^kind:\s*Secret\s*$/m, `${relative(ROOT, file)} holds a Secret`);
  }
});

test('every Deployment has resources, probes, a disruption budget, spreading and autoscaling', { skip: noKubectl }, () => {
  const deployments = ofKind('Deployment');
  assert.ok(deployments.length >= 10);
  // PgBouncer's replica count is fixed: each replica's server connections count against PostgreSQL's budget.
  const fixedSize = new Set(['pgbouncer']);
  for (const d of deployments) {
    const name = d.metadata.name;
    const spec = podSpecOf(d);
    for (const c of spec.containers) {
      assert.ok(c.resources?.requests?.cpu && c.resources?.requests?.memory, `${name}/${c.name}: cpu and memory requests`);
      assert.ok(c.resources?.limits?.memory, `${name}/${c.name}: a memory limit`);
      assert.ok(c.readinessProbe && c.livenessProbe, `${name}/${c.name}: readiness and liveness probes`);
    }
    assert.ok(spec.topologySpreadConstraints?.length, `${name}: topology spread`);
    const labels = d.spec.template.metadata.labels;
    assert.ok(ofKind('PodDisruptionBudget').some((p) => matches(p.spec.selector, labels)), `${name}: a PodDisruptionBudget`);
    const scaled = [...ofKind('HorizontalPodAutoscaler'), ...ofKind('ScaledObject')].some((s) => s.spec.scaleTargetRef.name === name);
    assert.equal(scaled, !fixedSize.has(name), `${name}: ${fixedSize.has(name) ? 'no' : 'an'} autoscaler`);
  }
});

test('the migrate Job is named after the release and reaches PostgreSQL directly', { skip: noKubectl }, () => {
  const overlay = parse(readFileSync(join(OVERLAY, 'kustomization.yaml'), 'utf8'));
  const tag = overlay.images.find((i) => i.name === 'civic').newTag;
  const [job] = ofKind('Job');
  assert.equal(job.metadata.name, `civic-migrate-${tag}`);
  const env = podSpecOf(job).containers[0].env;
  assert.deepEqual(env.find((e) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.key, 'DATABASE_DIRECT_URL');
});

test("every command runs from the image with plain node and its service's node arguments, and every file it runs exists", { skip: noKubectl }, async () => {
  const { nodeArgsOf } = await import('../scripts/node-options.mjs');
  for (const o of [...ofKind('Deployment'), ...ofKind('Job'), ...ofKind('CronJob')]) {
    for (const c of podSpecOf(o).containers.filter((c) => c.image.includes('/civic:'))) {
      const [bin, ...rest] = c.command;
      // node [node arguments] script [its arguments]
      const at = rest.findIndex((a) => !a.startsWith('-'));
      const file = rest[at];
      assert.equal(bin, 'node', `${o.metadata.name}: runs node, not ${bin}`);
      assert.ok(existsSync(join(ROOT, sourceOf(file))), `${o.metadata.name}: ${file} is built from ${sourceOf(file)}, which does not exist`);
      assert.deepEqual(rest.slice(0, at), expectedNodeArgs(file, nodeArgsOf), `${o.metadata.name}: node arguments as npm start gives them (node-options.mjs NODE_ARGS)`);
    }
  }
});

/** A service's main gets its NODE_ARGS (node-options.mjs); every other script none. */
function expectedNodeArgs(file, nodeArgsOf) {
  const main = /^services\/([^/]+)\/dist\/main\.js$/.exec(file);
  return main ? nodeArgsOf(main[1]) : [];
}

/** services/x/dist/a/b.js is built from services/x/src/a/b.ts; scripts ship as they are. */
function sourceOf(file) {
  return file.replace(/\/dist\/(.*)\.js$/, '/src/$1.ts');
}

test('every Secret key the manifests read is in the example Secret', { skip: noKubectl }, () => {
  const example = parse(readFileSync(join(K8S, 'examples/secret.example.yaml'), 'utf8'));
  const keys = new Set(Object.keys(example.stringData));
  const text = JSON.stringify(objects);
  for (const [, name, key] of text.matchAll(/"secretKeyRef":\{"name":"([^"]+)","key":"([^"]+)"\}/g)) {
    if (name === 'civic-secrets') assert.ok(keys.has(key), `civic-secrets.${key} is read but not in examples/secret.example.yaml`);
  }
});

test('each service listens where the config says, and its Service and pods agree', { skip: noKubectl }, () => {
  const config = ofKind('ConfigMap').find((c) => c.metadata.name === 'civic-config').data;
  const services = Object.keys(config).filter((k) => k.endsWith('_RPC_HOST')).map((k) => k.slice(0, -'_RPC_HOST'.length));
  assert.equal(services.length, 6);
  for (const key of services) {
    const host = config[`${key}_RPC_HOST`];
    const port = Number(config[`${key}_RPC_PORT`]);
    const service = ofKind('Service').find((s) => s.metadata.name === host);
    assert.ok(service, `no Service ${host}`);
    assert.ok(service.spec.ports.some((p) => p.port === port), `Service ${host} does not expose ${port}`);
    const deployment = ofKind('Deployment').find((d) => matches({ matchLabels: service.spec.selector }, d.spec.template.metadata.labels));
    assert.ok(podSpecOf(deployment).containers[0].ports.some((p) => p.containerPort === port), `${host}'s pods do not listen on ${port}`);
  }
});

test('every pod is admitted by a network policy of its own besides the default deny', { skip: noKubectl }, () => {
  const policies = ofKind('NetworkPolicy').filter((p) => Object.keys(p.spec.podSelector).length > 0);
  const selects = (selector, labels) =>
    matches(selector, labels) &&
    (selector.matchExpressions ?? []).every((e) => (e.operator === 'In' ? e.values.includes(labels[e.key]) : e.operator === 'Exists' ? e.key in labels : true));
  for (const o of [...ofKind('Deployment'), ...ofKind('Job'), ...ofKind('CronJob')]) {
    const labels = podLabelsOf(o);
    assert.ok(policies.some((p) => selects(p.spec.podSelector, labels)), `${o.kind}/${o.metadata.name}: no network policy selects its pods`);
  }
});

test('docker-compose.yml runs the same processes as the manifests, on the same RPC ports', { skip: noKubectl }, () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));
  const commandsOf = (list) => new Set(list.filter((c) => c?.[0] === 'node').map((c) => c.join(' ')));
  const composeCommands = commandsOf(Object.values(compose.services).map((s) => s.command));
  const k8sCommands = commandsOf([...ofKind('Deployment'), ...ofKind('Job')].flatMap((o) => podSpecOf(o).containers.map((c) => c.command)));
  assert.deepEqual([...composeCommands].sort(), [...k8sCommands].sort());
  const config = ofKind('ConfigMap').find((c) => c.metadata.name === 'civic-config').data;
  const composeEnv = compose['x-civic'].environment;
  for (const key of Object.keys(config).filter((k) => /_RPC_(HOST|PORT)$/.test(k))) {
    assert.equal(String(composeEnv[key]), config[key], `${key} differs between docker-compose.yml and config.yaml`);
  }
});

test('the image runs the Node.js the manifests were checked for', () => {
  const dockerfile = readFileSync(join(ROOT, 'infra/Dockerfile'), 'utf8');
  const bases = [...dockerfile.matchAll(/^FROM\s+node:(\d+)/gm)].map((m) => Number(m[1]));
  assert.ok(bases.length >= 2, 'build and run stages both start from node');
  assert.equal(new Set(bases).size, 1, `build and run stages differ: ${bases}`);
  const engines = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node;
  assert.ok(Number(engines.match(/\d+/)[0]) <= bases[0], `the image's Node ${bases[0]} is below engines ${engines}`);
});

test("every process runs with the image's runtime settings: nothing overrides them, and npm start reads the same lines", { skip: noKubectl }, async () => {
  const { RUNTIME_VARS, runtimeEnv } = await import('../scripts/node-options.mjs');
  const image = runtimeEnv();
  assert.match(image.NODE_OPTIONS, /--max-semi-space-size=\d+/);
  // A flag Node refuses in NODE_OPTIONS (most V8 flags) would stop every process at start.
  const res = spawnSync(process.execPath, ['-e', ''], { env: { ...process.env, ...image }, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  const manifests = JSON.stringify(objects);
  for (const name of RUNTIME_VARS) {
    assert.ok(!compose.includes(name), `docker-compose.yml overrides the image's ${name}`);
    assert.ok(!manifests.includes(`"${name}"`), `a manifest overrides the image's ${name}`);
  }
});
