/**
 * Modules that libraries require at their own load but that a Civic process reads, if ever, only
 * later: each is loaded the first time one of its exports is read instead of at start.
 *
 * Why: a service's idle memory (#26: ≤ 80 MB RSS a process). TypeORM's driver factory requires
 * all seventeen of its drivers and their query runners though a service uses one (PostgreSQL);
 * zod's locale index loads its ~60 translations of every message (English is loaded on its own);
 * BullMQ's job schedulers load a cron parser with luxon; TypeORM loads glob, dotenv and an SQL
 * formatter for entity globs, ormconfig files and query logs; prom-client loads OpenTelemetry's
 * API for exemplars; Fastify loads Ajv and fast-json-stringify for route schemas (the gateway
 * declares none); none of which a service uses. Held
 * at idle they were ~4 MB of a service's V8 heap (25.9 → 22.0 MB for the voting service's
 * modules) and 4–5 MB of its RSS (bench/README "Session 20").
 *
 * How: a module below is answered by a stand-in whose first read (of any property but
 * `__esModule`, see `esModule`) loads the real module and answers from it from then on, so a
 * process that does use it behaves as before. Modules are listed with what they export (an object or a function); load-on-use.spec.ts checks each, and that none is loaded
 * by a service's modules at start.
 *
 * It must run before the libraries load: it is the first import of the service-kit entry points
 * (index, edge, worker), which each service's main imports before anything else. Under Jest,
 * which has a module system of its own, it does nothing.
 */
import Module from 'node:module';

export interface LoadedOnUse {
  /** Matched against the resolved file name of a required module. */
  file: RegExp;
  /**
   * The module's `__esModule` marker, answered without loading it: TypeScript's and tslib's
   * import helpers read it the moment a module is required (then read the rest on use).
   */
  esModule: boolean;
  /** What the module exports, so the stand-in answers `typeof` as the module would (default object). */
  exports?: 'object' | 'function';
}

export const LOADED_ON_USE: readonly LoadedOnUse[] = [
  // TypeORM's drivers but PostgreSQL's, except the type modules its index re-exports (read at start).
  {
    file: /[\\/]typeorm[\\/]driver[\\/](aurora-mysql|aurora-postgres|better-sqlite3|capacitor|cockroachdb|cordova|expo|mongodb|mysql|nativescript|oracle|react-native|sap|spanner|sqljs|sqlite|sqlserver)[\\/](?!(typings|bson\.typings|MssqlParameter)\.js$)/,
    esModule: true,
  },
  { file: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.cjs$/, esModule: true },
  { file: /[\\/]node_modules[\\/]cron-parser[\\/]/, esModule: false, exports: 'function' },
  { file: /[\\/]typeorm[\\/]node_modules[\\/]glob[\\/]/, esModule: true },
  { file: /[\\/]typeorm[\\/]node_modules[\\/]dotenv[\\/]/, esModule: false },
  { file: /[\\/]node_modules[\\/]@sqltools[\\/]formatter[\\/]/, esModule: true },
  // prom-client's CPU metric reads OpenTelemetry's active span only when exemplars are on (never here).
  { file: /[\\/]node_modules[\\/]@opentelemetry[\\/]api[\\/]/, esModule: true },
  // Fastify (the gateway) requires its JSON-schema compilers, and with them Ajv and
  // fast-json-stringify, to compile route schemas: no route of ours declares one (zod checks input).
  { file: /[\\/]@fastify[\\/]ajv-compiler[\\/](lib[\\/](validator|serializer)-compiler|standalone)\.js$/, esModule: false, exports: 'function' },
  { file: /[\\/]node_modules[\\/]fast-json-stringify[\\/]index\.js$/, esModule: false, exports: 'function' },
];

interface ModuleInternals {
  _load(request: string, parent: NodeJS.Module | undefined, isMain: boolean): unknown;
  _resolveFilename(request: string, parent: NodeJS.Module | undefined, isMain: boolean): string;
  _cache: Record<string, NodeJS.Module | undefined>;
}

/** A stand-in for a module's exports that loads the module on its first read (or call). */
function standIn(rule: LoadedOnUse, load: () => object): object {
  // A bound function is callable and constructible and has no own `prototype` to keep in step.
  const target = rule.exports === 'function' ? function exportsOnUse() {}.bind(null) : {};
  type Constructor = new (...args: unknown[]) => object;
  const proxy: object = new Proxy(
    target,
    {
      apply: (_, thisArg, args) => Reflect.apply(load() as (...a: unknown[]) => unknown, thisArg, args),
      construct: (_, args, newTarget) => Reflect.construct(load() as Constructor, args, newTarget === proxy ? (load() as Constructor) : newTarget),
      get: (_, key) => (key === '__esModule' ? rule.esModule || undefined : Reflect.get(load(), key)),
      has: (_, key) => Reflect.has(load(), key),
      ownKeys: () => Reflect.ownKeys(load()),
      // A property the target lacks may not be answered as non-configurable.
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(load(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      set: (_, key, value) => Reflect.set(load(), key, value),
      getPrototypeOf: () => Reflect.getPrototypeOf(load()),
    },
  );
  return proxy;
}

let installed = false;

/** Installs the stand-ins (once per process; `rules` for tests). */
export function loadListedModulesOnUse(rules: readonly LoadedOnUse[] = LOADED_ON_USE): void {
  if (installed) return;
  installed = true;
  const loader = Module as unknown as ModuleInternals;
  const load = loader._load;
  const standIns = new Map<string, object>();
  // While a listed module loads for real, what it requires loads for real too.
  let loadingReal = false;
  loader._load = function loadOrStandIn(this: unknown, request, parent, isMain) {
    if (loadingReal || !parent) return load.call(this, request, parent, isMain);
    let file: string;
    try {
      file = loader._resolveFilename(request, parent, isMain);
    } catch {
      return load.call(this, request, parent, isMain); // let Node report it as it would
    }
    const rule = rules.find((r) => r.file.test(file));
    // A listed module already loaded, or required from its own package's listed files, is real.
    if (!rule || loader._cache[file] || rule.file.test(parent.filename ?? '')) return load.call(this, request, parent, isMain);
    let made = standIns.get(file);
    if (!made) {
      let real: object | undefined;
      made = standIn(rule, () => {
        if (real) return real;
        loadingReal = true;
        try {
          real = load.call(loader, request, parent, isMain) as object;
        } finally {
          loadingReal = false;
        }
        return real;
      });
      standIns.set(file, made);
    }
    return made;
  };
}

loadListedModulesOnUse();
