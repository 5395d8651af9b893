// Deterministic synthetic bills: realistic shapes and lengths, varied wording, the same on
// every run (a seeded generator), so two bench runs load the same data.

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** mulberry32, the one libs/ai keeps (built like contracts above): small, fast, seeded. */
export const rng = createRequire(import.meta.url)('../../libs/ai/dist/seeded-random.js').mulberry32;

// The SPEC's list, from the built contracts (the bench builds before it runs).
const { POLICY_AREAS } = createRequire(import.meta.url)('../../libs/contracts/dist/index.js');

const SUBJECTS = ['rural communities', 'small business', 'veterans', 'public health', 'schools', 'water quality', 'broadband',
  'wildfire', 'border security', 'child care', 'housing costs', 'energy prices', 'farm workers', 'cybersecurity',
  'drug prices', 'highways', 'law enforcement', 'elections', 'tribal lands', 'student loans'];

const VERBS = ['Establishes', 'Requires', 'Authorizes', 'Prohibits', 'Expands', 'Amends', 'Directs', 'Increases', 'Limits', 'Extends', 'Repeals', 'Creates'];
const OBJECTS = [
  'a grant program for states to improve {s}', 'the Secretary to report to Congress on {s}', 'funding for local programs that address {s}',
  'federal agencies from using funds to restrict {s}', 'eligibility for assistance related to {s}', 'the Internal Revenue Code to provide a credit for {s}',
  'the Attorney General to protect communities from harm related to {s}', 'penalties for fraud and abuse in programs for {s}',
  'oversight of contracts for {s}', 'protections for families affected by {s}', 'a task force on the safety and security of {s}',
  'the authority of states to regulate {s}', 'a tax deduction for the cost of {s}', 'loyalty and service awards for workers in {s}',
];
const TAILS = [
  'The bill also directs the agency to publish annual data on outcomes.',
  'It sets a five-year sunset and requires an independent evaluation.',
  'Funds are allocated by formula, with a minimum share for rural areas.',
  'The Government Accountability Office must audit the program every two years.',
  'It preserves the authority of state and local governments.',
  'Violations are subject to civil penalties of up to $50,000.',
];
const TITLE_HEADS = ['Protecting', 'Strengthening', 'Securing', 'Modernizing', 'Supporting', 'Restoring', 'Improving', 'Expanding'];
const TITLE_TAILS = ['Act', 'Act of 2025', 'Reform Act', 'Fairness Act', 'Security Act', 'Access Act', 'Opportunity Act'];

const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** One bill as the importers see it (unitedstates/congress data.json fields) plus its synthesis input. */
export function generateBill(i, seed = 1) {
  const r = rng(seed * 1_000_003 + i);
  const subject = pick(r, SUBJECTS);
  const policyArea = pick(r, POLICY_AREAS);
  const title = `${pick(r, TITLE_HEADS)} ${subject.split(' ').map(cap).join(' ')} ${pick(r, TITLE_TAILS)}`;
  const sentences = Array.from({ length: 3 + Math.floor(r() * 5) }, () => `${pick(r, VERBS)} ${pick(r, OBJECTS).replace('{s}', pick(r, SUBJECTS))}.`);
  sentences.push(pick(r, TAILS));
  const summary = sentences.join(' ');
  // About one bill in five has its text too (a few thousand characters), as real records do.
  const billText = r() < 0.2 ? Array.from({ length: 30 }, (_, k) => `SEC. ${k + 1}. ${pick(r, VERBS)} ${pick(r, OBJECTS).replace('{s}', pick(r, SUBJECTS))}.`).join('\n') : null;
  const number = 1 + i;
  const day = 1 + (i % 28);
  const month = 1 + (Math.floor(i / 28) % 10);
  const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    billId: `119-hr-${number}`,
    number,
    title,
    summary,
    billText,
    policyArea,
    subjects: [cap(subject), cap(pick(r, SUBJECTS))],
    latestActionText: pick(r, ['Referred to the House Committee on Ways and Means.', 'Passed House by voice vote.', 'Ordered to be reported.', 'Referred to the Subcommittee on Health.']),
    date,
  };
}

/** The synthesis input the bills service would send for this bill. */
export function synthesisInput(bill) {
  return {
    billId: bill.billId,
    title: bill.title,
    summary: bill.summary,
    billText: bill.billText,
    policyArea: bill.policyArea,
    subjects: bill.subjects,
    latestActionText: bill.latestActionText,
  };
}

/** A unitedstates/congress data.json document the bills import command reads. */
export function dataJson(bill) {
  return {
    bill_id: `hr${bill.number}-119`,
    bill_type: 'hr',
    number: String(bill.number),
    congress: '119',
    introduced_at: bill.date,
    updated_at: `${bill.date}T12:00:00Z`,
    official_title: `To ${bill.summary.split('.')[0].toLowerCase()}, and for other purposes.`,
    titles: [{ type: 'display', title: bill.title }, { type: 'short', title: bill.title, as: 'introduced' }],
    subjects_top_term: bill.policyArea,
    subjects: bill.subjects,
    summary: { text: bill.summary, as: 'Introduced in House', date: bill.date },
    actions: [
      { acted_at: bill.date, text: 'Introduced in House' },
      { acted_at: bill.date, text: bill.latestActionText },
    ],
    sponsor: { title: 'Rep.', name: `Member ${bill.number % 435}`, state: 'CA', type: 'person' },
  };
}

/** A word that appears in a fair share of the generated titles, for search queries. */
export const SEARCH_TERM = 'water';

/**
 * Writes `count` generated bills as data.json files and loads them with the bills service's own
 * import command (built), into the stack whose environment is `env`. Answers the command's last line.
 */
export function importGeneratedBills({ env, count, seed, runId, root }) {
  const dir = join(root, '.tmp', `bench-bills-${runId}-${seed}`);
  mkdirSync(dir, { recursive: true });
  try {
    for (let i = 0; i < count; i++) writeFileSync(join(dir, `hr${i + 1}.json`), JSON.stringify(dataJson(generateBill(i, seed))));
    const cli = join(root, 'services/bills/dist/cli/import-bills.js');
    const res = spawnSync(process.execPath, [cli, dir, '--json', '--batch', '500'], { cwd: root, env, encoding: 'utf8', timeout: 15 * 60_000 });
    if (res.status !== 0) throw new Error(`import failed (${res.status}): ${(res.stderr || res.stdout).slice(-800)}`);
    return res.stdout.trim().split('\n').at(-1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
