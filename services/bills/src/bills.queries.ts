import { Injectable } from '@nestjs/common';
import { BILL_MESSAGES, GENERAL_POLICY_AREA, type BillDetail, type BillListItem, type BillListQuery } from '@civic/contracts';
import { notFound } from '@civic/service-kit';
import { POLICY_AREAS } from './importers';
import { BillsRepository } from './repositories';

export { summaryExcerpt } from './repositories';

const MAX_SEARCH_TERMS = 10;

// A bill reference as people write it: "HR 1234", "H.R.1234", "h. r. 1234", "S.J.Res. 5", "sres 12".
const D = '\\.?\\s*';
const BILL_TYPE = [`h${D}j${D}res`, `s${D}j${D}res`, `h${D}con${D}res`, `s${D}con${D}res`, `h${D}res`, `s${D}res`, `h${D}r`, 's'].join('|');
const BILL_REF = new RegExp(`(?<![a-z0-9])(${BILL_TYPE})${D}(\\d{1,6})(?![0-9])`, 'g');

/**
 * Turns what a user typed into terms that must all appear in a bill's search text (bill number,
 * titles, summary; lower-cased). A bill reference becomes one exact-number term: the search text
 * holds " hr1234 " with spaces around it, so HR 12345 does not match HR 1234. Every other word
 * matches as a substring.
 */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  const rest = query.toLowerCase().replace(BILL_REF, (_m, type: string, num: string) => {
    terms.push(` ${type.replace(/[.\s]/g, '')}${Number(num)} `);
    return ' ';
  });
  terms.push(...rest.split(/\s+/).filter(Boolean));
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

/** Reads for the API. Only active (synthesized) bills are listed; any known bill can be opened. */
@Injectable()
export class BillsQueries {
  constructor(private readonly bills: BillsRepository) {}

  list(q: BillListQuery): Promise<BillListItem[]> {
    const policyArea = q.policyArea === GENERAL_POLICY_AREA ? null : q.policyArea;
    return this.bills.listActive({ policyArea, terms: q.search ? searchTerms(q.search) : [], limit: q.limit, offset: q.offset });
  }

  async get(billId: string): Promise<BillDetail> {
    const bill = await this.bills.detail(billId);
    if (!bill) throw notFound(BILL_MESSAGES.notFound);
    return bill;
  }

  /** Bills by id, in the order asked, unknown ids left out (one query for a whole page). */
  getMany(billIds: string[]): Promise<BillListItem[]> {
    return this.bills.many(billIds);
  }

  /** SPEC names with active bills, in SPEC order, then 'General' when an active bill has none. */
  async policyAreas(): Promise<string[]> {
    const present = await this.bills.activePolicyAreas();
    const named = (POLICY_AREAS as readonly string[]).filter((a) => present.has(a));
    // A name outside the SPEC list cannot be stored (check constraint), so nothing else can appear.
    return present.has(null) ? [...named, GENERAL_POLICY_AREA] : named;
  }
}
