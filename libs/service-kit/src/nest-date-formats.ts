/**
 * Loads @nestjs/common with the two date formatters it makes at module load (the timestamps of
 * its Logger and ConsoleLogger) made on their first use instead.
 *
 * Why: a process's first Intl object pages in about 6 MB of ICU data and code from the node
 * binary, counted in its RSS (measured: 92 → 86 MB a service at idle, bench/README "Memory"). The
 * services log through pino (PinoNestLogger), so Nest's formatters are used, if ever, only for a
 * message Nest prints before the app's logger is set; then the formatter is made as before.
 *
 * It must run before anything else requires @nestjs/common: it is the first import of the
 * service-kit entry points (index, edge), and each service's main imports service-kit before Nest.
 * Intl.DateTimeFormat is the runtime's own again as soon as @nestjs/common has loaded.
 */
import { createRequire } from 'node:module';

type Formatter = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts' | 'resolvedOptions'>;

/** A stand-in with the formatter's methods that makes the real one on the first call. */
function formatterMadeOnUse(make: () => Intl.DateTimeFormat): Formatter {
  let made: Intl.DateTimeFormat | undefined;
  const real = () => (made ??= make());
  return {
    format: (date) => real().format(date),
    formatToParts: (date) => real().formatToParts(date),
    resolvedOptions: () => real().resolvedOptions(),
  };
}

/** Runs `load` with Intl.DateTimeFormat answering stand-ins, then puts the runtime's back. */
export function withDateFormatsMadeOnUse<T>(load: () => T): T {
  const RuntimeDateTimeFormat = Intl.DateTimeFormat;
  // A function, not an arrow: Nest calls it with `new` (which then answers the returned object).
  function standIn(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions): Formatter {
    return formatterMadeOnUse(() => new RuntimeDateTimeFormat(locales, options));
  }
  Intl.DateTimeFormat = standIn as unknown as typeof Intl.DateTimeFormat;
  try {
    return load();
  } finally {
    Intl.DateTimeFormat = RuntimeDateTimeFormat;
  }
}

withDateFormatsMadeOnUse(() => createRequire(__filename)('@nestjs/common'));
