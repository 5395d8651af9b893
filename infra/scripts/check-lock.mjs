// Names every native package in package-lock.json whose platform packages are only partly in the
// lock. `npm ci` rejects such a lock ("Missing: @swc/core-darwin-arm64@ from lock file"): it
// happens when a registry lacks some platforms' binaries of a brand-new release, and npm quietly
// writes the lock without them. Pin such a package (package.json "overrides") to a version whose
// every platform package resolves, then run `npm install` again.
//   node infra/scripts/check-lock.mjs [path/to/package-lock.json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = process.argv[2] ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'package-lock.json');
const { packages } = JSON.parse(readFileSync(lockPath, 'utf8'));

/** The lock path node would load `name` from when required by the package at `from`. */
function resolveInLock(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

const isPlatformPackage = (entry) => Boolean(entry && (entry.os || entry.cpu || entry.libc));

const broken = [];
for (const [path, entry] of Object.entries(packages)) {
  const optional = Object.keys(entry.optionalDependencies ?? {});
  const resolved = optional.map((name) => [name, resolveInLock(path, name)]);
  // A native package: at least one of its optional dependencies is a platform binary in the lock.
  if (!resolved.some(([, at]) => at && isPlatformPackage(packages[at]))) continue;
  const missing = resolved.filter(([, at]) => !at).map(([name]) => name);
  if (missing.length) broken.push({ path, version: entry.version, missing });
}

if (broken.length === 0) {
  console.log('package-lock.json: every native package has all of its platform packages.');
} else {
  for (const { path, version, missing } of broken) {
    console.error(`${path.replace(/^.*node_modules\//, '')}@${version} lacks ${missing.length} platform package(s) in the lock: ${missing.join(', ')}`);
  }
  console.error('npm ci will reject this lock. Pin each package above (package.json "overrides") to a version whose every platform package is on the registry, then run npm install.');
  process.exit(1);
}
