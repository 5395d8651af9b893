// (v) A first visit that is fast (issue #9): Lighthouse's mobile audit (its default: Moto G
// class device, simulated slow 4G and 4x CPU slowdown) of the public pages as the gateway
// serves them, in headless Chromium. Per page: the performance and accessibility scores, the
// bytes of JavaScript the first load transfers (every script fetched before any interaction)
// and the paint and blocking figures behind the score. Lighthouse varies from run to run, so
// each page is audited BENCH_LIGHTHOUSE_RUNS times (5) and the run with the median performance
// score is reported. The machine's load average is kept beside each run: blocking time is CPU
// time, so a busy machine (other work on the same cores) lowers the score.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { chromiumMissing, launchChromium } from '../lib/chromium.mjs';

// The district page is one prerendered shell for every district, then its data (ADR 0030).
// BENCH_LIGHTHOUSE_PAGES (comma separated paths) audits only those.
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ['/', '/features', '/about', '/how-it-works', '/open-data', '/districts/WY-AL'];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 100;

/** The figures of one Lighthouse report that the table shows. */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const numeric = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => ({ url: r.url, transferSize: r.transferSize, resourceSize: r.resourceSize })),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Which element the largest paint was: the markup's first line, as Lighthouse quotes it.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    speedIndexMs: numeric('speed-index'),
    failedAccessibilityAudits: Object.values(lhr.categories.accessibility.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    runWarnings: lhr.runWarnings,
  };
}

export default {
  id: 'lighthouse',
  title: `First visit: Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}`,
  needsStack: true,
  unavailable: chromiumMissing,

  async run(ctx) {
    const { url } = await ctx.stack();
    const chromium = await launchChromium();
    const rows = [];
    const data = {};
    try {
      for (const page of PAGES) {
        const runs = [];
        const failures = [];
        while (runs.length < RUNS) {
          const result = await lighthouse(`${url}${page}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${page}`);
          // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy
          // machine: that run measured nothing, so it is logged, kept in the data and made again.
          if (result.lhr.runtimeError) {
            failures.push(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
            ctx.log(`  ${page}: Lighthouse run failed (${result.lhr.runtimeError.code}); running it again`);
            if (failures.length > RUNS) throw new Error(`Lighthouse on ${page}: ${failures.at(-1)}`);
            continue;
          }
          runs.push({ ...figures(result.lhr), benchmarkIndex: result.lhr.environment?.benchmarkIndex, loadAverage: loadavg()[0] });
        }
        const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
        data[page] = { median, runs, failures };
        ctx.log(
          `  ${page}: performance ${median.performance}, accessibility ${median.accessibility}, ` +
            `initial JS ${(median.scriptBytes / 1024).toFixed(1)} KB (runs: ${runs.map((r) => r.performance).join(', ')}; ` +
            `load average ${runs.map((r) => r.loadAverage.toFixed(1)).join(', ')}; LCP ${median.lcpElement})` +
            (median.failedAccessibilityAudits.length ? `; failing: ${median.failedAccessibilityAudits.join(', ')}` : ''),
        );
        rows.push(
          {
            metric: `${page} performance score`,
            value: median.performance,
            unit: '/100',
            target: `≥ ${TARGET_PERFORMANCE}`,
            pass: median.performance >= TARGET_PERFORMANCE,
          },
          {
            metric: `${page} accessibility score`,
            value: median.accessibility,
            unit: '/100',
            target: `= ${TARGET_ACCESSIBILITY}`,
            pass: median.accessibility >= TARGET_ACCESSIBILITY,
          },
          { metric: `${page} initial JS (transfer)`, value: median.scriptBytes / 1024, unit: 'KB' },
          { metric: `${page} first contentful paint`, value: median.fcpMs, unit: 'ms' },
          { metric: `${page} largest contentful paint`, value: median.lcpMs, unit: 'ms' },
          { metric: `${page} total blocking time`, value: median.tbtMs, unit: 'ms' },
        );
      }
    } finally {
      await chromium.stop();
    }
    return { rows, data };
  },
};
