import { Inject, Injectable } from '@nestjs/common';
import {
  BILL_MESSAGES,
  BILLS,
  CACHE_TOPICS,
  composePublicDistrict,
  OPEN_DATA_LICENSE,
  OPEN_DATA_RPC,
  PUBLIC_DISTRICT_MESSAGES,
  PUBLIC_MIN_VOTERS,
  publicTally,
  SUPPRESSED_TEXT,
  tallyCsv,
  tallyRecord,
  zeroTally,
  type BillListItem,
  type DistrictRecord,
  type OpenTallyFile,
  type PublicDistrict,
  type PublicTallies,
  type TallyRecord,
  type ZipDistricts,
} from '@civic/contracts';
import { notFound, RpcClient } from '@civic/service-kit/edge';
import { BILLS_CLIENT, IDENTITY_CLIENT, VOTING_CLIENT } from '../clients';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CacheInvalidations } from '../http/cache-invalidations';
import { ReadCache } from '../http/read-cache';
import { cacheable, type Cacheable } from './conditional';


export type OpenFormat = 'csv' | 'json';
const CONTENT_TYPES: Record<OpenFormat | 'page', string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
  page: 'application/json; charset=utf-8',
};
/** The districts known to identity's ZIP table change only with `npm run import:districts`. */
const DISTRICT_LIST_TTL_MS = 10 * 60_000;

const newest = (...isoDates: Array<string | null | undefined>): Date | null => {
  const times = isoDates.filter((d): d is string => Boolean(d)).map((d) => Date.parse(d));
  return times.length ? new Date(Math.max(...times)) : null;
};

/**
 * The public district page and the open tally files, composed from the bills service (roll
 * calls, the roster), voting (raw tallies) and identity (which districts exist), then suppressed
 * below PUBLIC_MIN_VOTERS by the contracts' rules (ADR 0030). Every answer is encoded once and
 * kept as long as bill reads are (BILLS_CACHE_TTL_MS), with its ETag; the snapshot command uses
 * the same class through its own RPC clients, so the published files are exactly what the API serves.
 */
@Injectable()
export class PublicDistrictData {
  private readonly answers: ReadCache<Cacheable>;
  private districtList: { codes: Set<string>; sorted: string[]; expires: number } | null = null;

  constructor(
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
    @Inject(VOTING_CLIENT) private readonly voting: RpcClient,
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'BILLS_CACHE_TTL_MS'>,
    @Inject(CacheInvalidations) invalidations: Pick<CacheInvalidations, 'on'> | null,
  ) {
    this.answers = new ReadCache<Cacheable>(config.BILLS_CACHE_TTL_MS, 5000);
    // A roll-call or bill import changes titles and records on every gateway.
    invalidations?.on(CACHE_TOPICS.bills, () => this.answers.clear());
  }

  /** Every district of the ZIP table, sorted. An empty table (identity still loading) is not kept. */
  async districts(): Promise<string[]> {
    if (this.districtList && this.districtList.expires > Date.now()) return this.districtList.sorted;
    const { districts } = await this.identity.send<{ districts: string[] }>(OPEN_DATA_RPC.districts, {});
    if (districts.length) this.districtList = { codes: new Set(districts), sorted: districts, expires: Date.now() + DISTRICT_LIST_TTL_MS };
    return districts;
  }

  /** 404 'District not found' unless the ZIP table knows the district. */
  private async mustExist(district: string): Promise<void> {
    await this.districts();
    if (!this.districtList?.codes.has(district)) throw notFound(PUBLIC_DISTRICT_MESSAGES.notFound);
  }

  async page(district: string): Promise<{ page: PublicDistrict; lastModified: Date | null }> {
    await this.mustExist(district);
    const record = await this.bills.send<DistrictRecord>(OPEN_DATA_RPC.districtRecord, { district });
    const tallies = await this.voting.send<PublicTallies>(OPEN_DATA_RPC.districtTalliesOf, { district, billIds: record.bills.map((b) => b.billId) });
    return { page: composePublicDistrict(record, tallies.tallies), lastModified: newest(record.updatedAt, tallies.updatedAt) };
  }

  /** GET /api/districts/{ST-NN}. */
  pageAnswer(district: string): Promise<Cacheable> {
    return this.answers.get(`page:${district}`, async () => {
      const { page, lastModified } = await this.page(district);
      return cacheable(JSON.stringify(page), CONTENT_TYPES.page, lastModified);
    });
  }

  /** One row per bill on the district's page. */
  async districtRows(district: string): Promise<{ rows: TallyRecord[]; lastModified: Date | null }> {
    const { page, lastModified } = await this.page(district);
    return { rows: page.bills.map((b) => tallyRecord(b, b.tally)), lastModified };
  }

  /** One row per district of the ZIP table (every district's decision on the bill); 404 'Bill not found'. */
  async billRows(billId: string): Promise<{ rows: TallyRecord[]; lastModified: Date | null }> {
    // The list item is enough (title), without the bill's text.
    const [bill] = await this.bills.send<BillListItem[]>(BILLS.getMany, { billIds: [billId] });
    if (!bill) throw notFound(BILL_MESSAGES.notFound);
    const [districts, tallies] = await Promise.all([this.districts(), this.voting.send<PublicTallies>(OPEN_DATA_RPC.billTallies, { billId: bill.billId })]);
    const byDistrict = new Map(tallies.tallies.map((t) => [t.district, t]));
    const rows = districts.map((d) => tallyRecord({ billId: bill.billId, title: bill.title }, publicTally(byDistrict.get(d) ?? zeroTally(bill.billId, d), d)));
    return { rows, lastModified: newest(tallies.updatedAt) };
  }

  /** GET /api/open/districts/{ST-NN}/tallies.{csv,json}. */
  districtFile(district: string, format: OpenFormat): Promise<Cacheable> {
    return this.answers.get(`district:${district}:${format}`, async () => {
      const { rows, lastModified } = await this.districtRows(district);
      return openFile({ district }, rows, lastModified, format);
    });
  }

  /** GET /api/open/bills/{billId}/tallies.{csv,json}. */
  billFile(billId: string, format: OpenFormat): Promise<Cacheable> {
    return this.answers.get(`bill:${billId}:${format}`, async () => {
      const { rows, lastModified } = await this.billRows(billId);
      return openFile({ billId }, rows, lastModified, format);
    });
  }

  /** GET /api/districts?zip=NNNNN; 404 when the ZIP is in no district of the table. */
  async zip(zip: string): Promise<ZipDistricts> {
    const found = await this.identity.send<ZipDistricts>(OPEN_DATA_RPC.zipDistricts, { zip });
    if (!found.districts.length) throw notFound(PUBLIC_DISTRICT_MESSAGES.zipNotFound);
    return found;
  }
}

/** The file's bytes in either format; the JSON one states its licence and suppression rule. */
export function openFileText(scope: OpenTallyFile['scope'], rows: TallyRecord[], lastModified: Date | null, format: OpenFormat): string {
  if (format === 'csv') return tallyCsv(rows);
  const file: OpenTallyFile = {
    license: OPEN_DATA_LICENSE,
    dictionary: '/open-data',
    minVoters: PUBLIC_MIN_VOTERS,
    suppressedAs: SUPPRESSED_TEXT,
    updatedAt: lastModified?.toISOString() ?? null,
    scope,
    rows,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function openFile(scope: OpenTallyFile['scope'], rows: TallyRecord[], lastModified: Date | null, format: OpenFormat): Cacheable {
  return cacheable(openFileText(scope, rows, lastModified, format), CONTENT_TYPES[format], lastModified);
}
