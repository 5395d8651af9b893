import { XMLParser } from 'fast-xml-parser';
import { assembleBill, chooseShortTitle, latestSummaryText, type RawSponsor } from './bill-fields';
import { BillImportError, type ImportedBill } from './types';
import { asArray, child, firstText, textOf, type Node } from './xml-helpers';

/**
 * GovInfo BILLSTATUS schema generations:
 * - `3.0.0`: <version> first under the root, `number`/`type`, `summaries/summary`
 *   (files regenerated in 2025 also wrap summary text and the constitutional authority in <cdata>);
 * - `1.0.0`: `billNumber`/`billType`, `summaries/billSummaries/item`, <version> last in <bill>;
 * - `legacy`: like 1.0.0 without <version>; subjects in `billSubjects/otherSubjects` and the
 *   policy area as `primarySubject`.
 */
export type BillStatusSchema = '3.0.0' | '1.0.0' | 'legacy';

const parser = new XMLParser({
  ignoreAttributes: true,
  // Keep "00" version codes, "0" districts and bill numbers as the strings they are.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export function detectBillStatusSchema(root: Node, bill: Node): BillStatusSchema {
  // Element names decide, not <version>: some 3.0.0-shaped files carry no version at all.
  if (child(bill, 'number') !== undefined || child(bill, 'type') !== undefined) return '3.0.0';
  const version = textOf(child(bill, 'version')) ?? textOf(child(root, 'version'));
  return version ? '1.0.0' : 'legacy';
}

function parseDocument(xml: string): Node {
  if (typeof xml !== 'string' || xml.trim() === '') throw new BillImportError('empty document');
  try {
    // `true` validates first, so truncated or malformed files fail here with a line number.
    return parser.parse(xml, true);
  } catch (error) {
    const detail = (error as { err?: { msg?: string; line?: number } }).err;
    const message = detail?.msg ? `${detail.msg}${detail.line ? ` (line ${detail.line})` : ''}` : (error as Error).message;
    throw new BillImportError(`malformed XML: ${message}`);
  }
}

function latestSummary(bill: Node): string | null {
  const items = [
    ...asArray(child(bill, 'summaries', 'summary')),
    ...asArray(child(bill, 'summaries', 'billSummaries', 'item')),
  ];
  return latestSummaryText(
    items.map((item) => ({
      // 2025-era files wrap the entity-escaped HTML in a <cdata> element; others have <text>.
      text: firstText(child(item, 'cdata', 'text'), child(item, 'text')),
      actionDate: textOf(child(item, 'actionDate')),
      updateDate: firstText(child(item, 'updateDate'), child(item, 'lastSummaryUpdateDate')),
    })),
  );
}

function shortTitle(bill: Node): string | null {
  return chooseShortTitle(
    asArray(child(bill, 'titles', 'item')).map((item) => ({
      titleType: textOf(child(item, 'titleType')),
      title: textOf(child(item, 'title')),
    })),
  );
}

function policyAreaName(bill: Node): string | null {
  return firstText(
    child(bill, 'policyArea', 'name'),
    child(bill, 'subjects', 'policyArea', 'name'),
    child(bill, 'subjects', 'billSubjects', 'policyArea', 'name'),
    // Legacy files name the policy area "primary subject", its pre-2016 name.
    child(bill, 'primarySubject', 'name'),
    child(bill, 'subjects', 'billSubjects', 'primarySubject', 'name'),
  );
}

function subjectNames(bill: Node): string[] {
  return [
    ...asArray(child(bill, 'subjects', 'legislativeSubjects', 'item')),
    ...asArray(child(bill, 'subjects', 'billSubjects', 'legislativeSubjects', 'item')),
    ...asArray(child(bill, 'subjects', 'billSubjects', 'otherSubjects', 'item')),
  ]
    .map((item) => textOf(child(item, 'name')))
    .filter((name): name is string => name !== null);
}

function latestAction(bill: Node): { date: string | null; text: string | null } {
  const date = textOf(child(bill, 'latestAction', 'actionDate'));
  const text = textOf(child(bill, 'latestAction', 'text'));
  if (date || text) return { date, text };
  // No <latestAction>: fall back to the last dated action.
  const actions = asArray(child(bill, 'actions', 'item'))
    .map((a) => ({ date: textOf(child(a, 'actionDate')), text: textOf(child(a, 'text')) }))
    .filter((a) => a.date)
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  return actions.at(-1) ?? { date: null, text: null };
}

function hasTextVersion(bill: Node): boolean {
  return asArray(child(bill, 'textVersions', 'item')).some((version) =>
    asArray(child(version, 'formats', 'item')).some((format) => textOf(child(format, 'url')) !== null),
  );
}

function isReservedPlaceholder(bill: Node, title: string | null, sponsors: Node[]): boolean {
  if (/^true$/i.test(textOf(child(bill, 'isReserved')) ?? '')) return true;
  // e.g. 117 H.R. 1–10: numbers held for the Speaker, with no sponsor and no content.
  return sponsors.length === 0 && /^reserved for the\b/i.test(title ?? '');
}

/** Parses one GovInfo BILLSTATUS XML document of any schema generation into an ImportedBill. */
export function parseBillStatusXml(xml: string): ImportedBill {
  const doc = parseDocument(xml);
  const root = child(doc, 'billStatus');
  if (!root || typeof root !== 'object') {
    const rootName = doc && typeof doc === 'object' ? Object.keys(doc)[0] : undefined;
    throw new BillImportError(`not a BILLSTATUS document (root element <${rootName ?? '?'}>)`);
  }
  const bill = child(root, 'bill');
  if (!bill || typeof bill !== 'object') throw new BillImportError('BILLSTATUS document has no <bill> element');

  const schema = detectBillStatusSchema(root, bill);
  const title = textOf(child(bill, 'title'));
  const sponsorNodes = asArray(child(bill, 'sponsors', 'item'));
  if (isReservedPlaceholder(bill, title, sponsorNodes)) {
    throw new BillImportError(`reserved bill number placeholder ("${title ?? 'reserved'}"): no sponsor or content`);
  }
  const action = latestAction(bill);

  return assembleBill({
    congress: textOf(child(bill, 'congress')),
    billType: firstText(child(bill, 'type'), child(bill, 'billType')),
    billNumber: firstText(child(bill, 'number'), child(bill, 'billNumber')),
    title,
    shortTitle: shortTitle(bill),
    originChamber: textOf(child(bill, 'originChamber')),
    introducedDate: textOf(child(bill, 'introducedDate')),
    updateDate: textOf(child(bill, 'updateDate')),
    latestActionDate: action.date,
    latestActionText: action.text,
    policyArea: policyAreaName(bill),
    subjects: subjectNames(bill),
    summary: latestSummary(bill),
    textAvailable: hasTextVersion(bill),
    sponsors: sponsorNodes.map(
      (s): RawSponsor => ({
        fullName: textOf(child(s, 'fullName')),
        firstName: textOf(child(s, 'firstName')),
        middleName: textOf(child(s, 'middleName')),
        lastName: textOf(child(s, 'lastName')),
        party: textOf(child(s, 'party')),
        state: textOf(child(s, 'state')),
      }),
    ),
    constitutionalAuthority: firstText(
      child(bill, 'cdata', 'constitutionalAuthorityStatementText'),
      child(bill, 'constitutionalAuthorityStatementText'),
    ),
    source: `govinfo-billstatus/${schema}`,
  });
}
