// One table: each figure beside its baseline from the same run, the ratio, the target and PASS/FAIL.

function fmt(value, unit) {
  if (value === undefined || value === null || Number.isNaN(value)) return '—';
  if (unit === '/100') return `${Math.round(value)}/100`; // scores out of 100 (Lighthouse)
  const digits = unit === 'ms' ? (value < 10 ? 2 : 1) : value < 100 ? 1 : 0;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

export function formatTable(results) {
  const head = ['Scenario / metric', 'Value', 'Baseline (same run)', 'Ratio', 'Target', 'Result'];
  const lines = [];
  for (const entry of results) {
    lines.push({ section: entry.title });
    if (entry.status !== 'done') {
      lines.push({ cells: [`  ${entry.status === 'error' ? `error: ${entry.error}` : entry.status}`, '', '', '', '', entry.status === 'error' ? 'ERROR' : 'SKIP'] });
      continue;
    }
    for (const r of entry.rows) {
      lines.push({
        cells: [
          `  ${r.metric}`,
          fmt(r.value, r.unit),
          r.baseline === undefined ? '' : `${fmt(r.baseline, r.unit)} (${r.baselineLabel})`,
          r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(r.ratio < 0.1 ? 1 : 0)}%`,
          r.target ?? '',
          [r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL', r.regression ? 'REGRESSED' : ''].filter(Boolean).join(' '),
        ],
      });
    }
  }
  const rows = lines.filter((l) => l.cells);
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((l) => l.cells[i].length)));
  const total = width.reduce((a, b) => a + b, 0) + 3 * (width.length - 1);
  const row = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join(' | ');
  const out = [row(head), '-'.repeat(total)];
  for (const l of lines) out.push(l.section ? l.section : row(l.cells));
  return out.join('\n');
}
