import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { formatDistrict, stateByAbbr, stateByFips } from './states';
import type { ZctaDistrictRow } from './zcta-table';

/**
 * Reads a ZCTA → congressional district file in either format DESIGN §4 names:
 *  - the Census relationship file (pipe-delimited, e.g. tab20_cd11920_zcta520_natl.txt):
 *    GEOID_CD119_20 | GEOID_ZCTA5_20 | ... | AREALAND_PART, in any column order; a district's
 *    share of a ZCTA is its land-area part over the ZCTA's land in all districts;
 *  - the CSV `state_fips,state_abbr,zcta,cd` (cd 0 = at large; one row per district a ZCTA
 *    touches), which has no areas, so shares are unknown (null).
 */
export type DistrictFileFormat = 'census-relationship' | 'zcta-cd-csv';

export interface ParsedDistrictFile {
  format: DistrictFileFormat;
  rows: ZctaDistrictRow[];
  /** Data lines read (header excluded). */
  lines: number;
  /** Lines that name no ZCTA or no district (water, unassigned, unknown state). */
  skipped: number;
}

export class DistrictFileError extends Error {}

const gunzipAsync = promisify(gunzip);

/** Every gzip stream starts with these two bytes (RFC 1952). */
function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Reads the whole file at once: the national relationship file is a few megabytes, the parsed
 * rows are held in memory anyway, and one buffer is much faster than a line stream.
 */
export async function parseDistrictFile(path: string): Promise<ParsedDistrictFile> {
  let bytes = await readFile(path);
  if (isGzip(bytes)) {
    try {
      bytes = await gunzipAsync(bytes);
    } catch (err) {
      throw new DistrictFileError(`${path}: the file is gzip-compressed but could not be decompressed (${(err as Error).message}).`);
    }
  }
  return parseDistrictText(bytes.toString('utf8'), path);
}

export function parseDistrictText(text: string, label = 'input'): ParsedDistrictFile {
  const parser = new DistrictFileParser(label);
  for (const line of text.split('\n')) parser.push(line); // push() drops a trailing \r
  return parser.finish();
}

interface Columns {
  zcta: number;
  district: number;
  land?: number;
  stateAbbr?: number;
  stateFips?: number;
}

/** A cell without surrounding blanks or quotes. */
function cellValue(cell: string): string {
  const value = cell.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

const compareAscii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class DistrictFileParser {
  private format?: DistrictFileFormat;
  private columns?: Columns;
  private lines = 0;
  private skipped = 0;
  /** zcta → district → { state, land } */
  private readonly parts = new Map<string, Map<string, { state: string; land: number }>>();

  constructor(private readonly label: string) {}

  push(rawLine: string): void {
    const line = rawLine.trimEnd();
    if (!line) return;
    if (!this.format) {
      this.readHeader(line.replace(/^\uFEFF/, ''));
      return;
    }
    this.lines += 1;
    const cells = line.split(this.format === 'census-relationship' ? '|' : ',').map(cellValue);
    const row = this.format === 'census-relationship' ? this.censusRow(cells) : this.csvRow(cells);
    if (!row) {
      this.skipped += 1;
      return;
    }
    const byDistrict = this.parts.get(row.zcta) ?? new Map<string, { state: string; land: number }>();
    const part = byDistrict.get(row.district) ?? { state: row.state, land: 0 };
    part.land += row.land;
    byDistrict.set(row.district, part);
    this.parts.set(row.zcta, byDistrict);
  }

  finish(): ParsedDistrictFile {
    if (!this.format) throw new DistrictFileError(`${this.label}: the file is empty; expected a Census ZCTA–district relationship file or a state_fips,state_abbr,zcta,cd CSV.`);
    const rows: ZctaDistrictRow[] = [];
    for (const [zcta, byDistrict] of this.parts) {
      const total = [...byDistrict.values()].reduce((sum, p) => sum + p.land, 0);
      for (const [district, part] of byDistrict) {
        let share: number | null = null;
        if (this.format === 'census-relationship') {
          share = total > 0 ? part.land / total : 1 / byDistrict.size;
          share = Math.round(share * 1e6) / 1e6;
        }
        rows.push({ zcta, state: part.state, district, share });
      }
    }
    // Plain code-unit order: every key is ASCII, and localeCompare is slow on the national file.
    rows.sort((a, b) => compareAscii(a.zcta, b.zcta) || compareAscii(a.district, b.district));
    return { format: this.format, rows, lines: this.lines, skipped: this.skipped };
  }

  private readHeader(line: string): void {
    if (line.includes('|')) {
      const names = line.split('|').map((c) => c.trim().toUpperCase());
      const zcta = names.findIndex((n) => /^GEOID_ZCTA5/.test(n));
      const district = names.findIndex((n) => /^GEOID_CD\d+/.test(n));
      const land = names.indexOf('AREALAND_PART');
      if (zcta < 0 || district < 0 || land < 0) {
        throw new DistrictFileError(`${this.label}: a pipe-delimited file needs the columns GEOID_ZCTA5_20, GEOID_CD119_20 and AREALAND_PART (found: ${names.join(', ')}).`);
      }
      this.format = 'census-relationship';
      this.columns = { zcta, district, land };
      return;
    }
    const names = line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1').toLowerCase());
    const zcta = names.findIndex((n) => n === 'zcta' || n === 'zcta5' || n === 'zip');
    const district = names.findIndex((n) => n === 'cd' || n === 'district' || /^cd\d+$/.test(n));
    const stateAbbr = names.indexOf('state_abbr');
    const stateFips = names.indexOf('state_fips');
    if (zcta < 0 || district < 0 || (stateAbbr < 0 && stateFips < 0)) {
      throw new DistrictFileError(
        `${this.label}: unrecognised header "${line.slice(0, 120)}"; expected a Census relationship file (GEOID_ZCTA5_20|GEOID_CD119_20|...|AREALAND_PART) or a CSV with state_fips,state_abbr,zcta,cd.`,
      );
    }
    this.format = 'zcta-cd-csv';
    this.columns = { zcta, district, stateAbbr: stateAbbr < 0 ? undefined : stateAbbr, stateFips: stateFips < 0 ? undefined : stateFips };
  }

  private censusRow(cells: string[]): { zcta: string; district: string; state: string; land: number } | null {
    const c = this.columns!;
    const zcta = cells[c.zcta] ?? '';
    const geoid = (cells[c.district] ?? '').toUpperCase();
    if (!/^\d{5}$/.test(zcta) || !/^\d{2}[0-9A-Z]{2}$/.test(geoid)) return null;
    const state = stateByFips(geoid.slice(0, 2));
    const district = state ? formatDistrict(state.abbr, geoid.slice(2)) : null;
    if (!state || !district) return null;
    const land = Number(cells[c.land!] ?? 0);
    return { zcta, district, state: state.abbr, land: Number.isFinite(land) && land > 0 ? land : 0 };
  }

  private csvRow(cells: string[]): { zcta: string; district: string; state: string; land: number } | null {
    const c = this.columns!;
    const rawZcta = cells[c.zcta] ?? '';
    if (!/^\d{3,5}$/.test(rawZcta)) return null;
    const zcta = rawZcta.padStart(5, '0');
    const state =
      (c.stateAbbr !== undefined ? stateByAbbr(cells[c.stateAbbr] ?? '') : undefined) ??
      (c.stateFips !== undefined ? stateByFips(cells[c.stateFips] ?? '') : undefined);
    const district = state ? formatDistrict(state.abbr, cells[c.district] ?? '') : null;
    if (!state || !district) return null;
    return { zcta, district, state: state.abbr, land: 0 };
  }
}
