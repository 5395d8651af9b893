export * from './types';
export { POLICY_AREAS, isPolicyArea, normalizePolicyArea, type PolicyArea } from './policy-areas';
export {
  assembleBill,
  chamberOf,
  legislationUrl,
  makeBillId,
  normalizeBillType,
  normalizeSponsor,
  type RawBillFields,
} from './bill-fields';
export { cleanConstitutionalAuthority, cleanInline, cleanSummary, htmlToParagraphs, repairMojibake } from './text';
export { detectBillStatusSchema, parseBillStatusXml, type BillStatusSchema } from './billstatus-xml';
export { parseUnitedStatesDataJson } from './unitedstates-json';
export { importFromPath, parseBillDocument, type ImportFromPathOptions, type ImportFromPathProgress } from './import-path';
export { HttpClient, HttpError, TokenBucket, type RetryOptions, type TokenBucketOptions } from './http';
export {
  CongressApiClient,
  DEFAULT_CONGRESS_API_BASE_URL,
  mapCongressApiBill,
  type CongressApiClientOptions,
  type CongressApiProgress,
  type CongressImportOptions,
} from './congress-api';
export {
  DEFAULT_GOVINFO_BASE_URL,
  GovInfoClient,
  parseListingTime,
  type GovInfoClientOptions,
  type GovInfoImportOptions,
  type GovInfoListingEntry,
  type GovInfoProgress,
} from './govinfo';
export { importSourcesEnv, type ImportSources } from './sources-config';
