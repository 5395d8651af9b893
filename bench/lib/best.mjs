// The best figures recorded (bench/best.json, kept in the repo) and a run's regressions against
// them (issue #26 item 5): a figure more than 15% below its best is reported and fails the run.
//
// Figures kept: every row measured as a throughput ratio against a baseline of the same run
// (unit req/s with a ratio: the gateway vs raw PostgreSQL or vs the bare route). Ratios, not
// req/s, because the machine's load moves both sides of a ratio together. A row is known by
// its scenario and its metric without the parenthesised, run-dependent parts ("(541 req/s)").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';

export const BEST_FILE = join(ROOT, 'bench/best.json');
/** How far below its best a figure may fall before it is a regression. */
export const REGRESSION_TOLERANCE = 0.15;

export const rowKey = (scenarioId, metric) => `${scenarioId}: ${metric.replace(/\s*\([^)]*\)/g, '').trim()}`;

/** Rows kept as best figures: throughput ratios measured without errors. */
const tracked = (row) => row.unit === 'req/s' && typeof row.ratio === 'number' && Number.isFinite(row.ratio) && !/non-2xx|errors/.test(row.metric);

export function readBest(file = BEST_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { figures: {} };
}

/**
 * Marks each tracked row of `results` that fell more than the tolerance below its best
 * (row.regression = { best, floor, machine }); answers the marked rows with their keys.
 */
export function findRegressions(results, best = readBest()) {
  const found = [];
  for (const entry of results.filter((e) => e.status === 'done')) {
    for (const row of entry.rows.filter(tracked)) {
      const key = rowKey(entry.scenario.id, row.metric);
      const b = best.figures?.[key];
      if (!b) continue;
      const floor = b.ratio * (1 - REGRESSION_TOLERANCE);
      if (row.ratio < floor) {
        row.regression = { best: b.ratio, floor, at: b.at, machine: b.machine };
        found.push({ key, row });
      }
    }
  }
  return found;
}

/** Keeps every tracked figure of this run that beats the best recorded (`npm run bench -- --record-best`); answers the keys changed. */
export function recordBest(results, { machine, at, file = BEST_FILE }) {
  const best = readBest(file);
  best.figures ??= {};
  const changed = [];
  for (const entry of results.filter((e) => e.status === 'done')) {
    for (const row of entry.rows.filter(tracked)) {
      const key = rowKey(entry.scenario.id, row.metric);
      if ((best.figures[key]?.ratio ?? -Infinity) >= row.ratio) continue;
      best.figures[key] = { ratio: +row.ratio.toFixed(4), value: Math.round(row.value), baseline: Math.round(row.baseline), baselineLabel: row.baselineLabel, at, machine };
      changed.push(key);
    }
  }
  if (changed.length) {
    best.note = 'Best throughput ratios of `npm run bench` (see bench/README.md, "Best figures"); a run more than 15% below one of them fails.';
    best.figures = Object.fromEntries(Object.entries(best.figures).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(best, null, 2)}\n`);
  }
  return changed;
}
