import { join } from 'node:path';
import { SHIPPED_DISTRICTS_FILE } from '../src/district/default-table';
import { DistrictFileError, parseDistrictFile, parseDistrictText } from '../src/district/zcta-file';
import { countRows } from '../src/district/zcta-store';
import { MemoryZctaLookup, ZctaTableResolver } from '../src/district/zcta-table';
import { stateForZip } from '../src/district/zip-prefix';

const FIXTURES = join(__dirname, 'fixtures');

describe('Census relationship file (pipe-delimited)', () => {
  it('reads the fixture, computes shares from land area and skips water and non-ZCTA rows', async () => {
    const file = await parseDistrictFile(join(FIXTURES, 'zcta-cd119-sample.txt'));
    expect(file.format).toBe('census-relationship');
    expect(file.lines).toBe(14);
    expect(file.skipped).toBe(2);
    const byKey = Object.fromEntries(file.rows.map((r) => [`${r.zcta} ${r.district}`, r]));
    expect(byKey['11211 NY-07']).toEqual({ zcta: '11211', state: 'NY', district: 'NY-07', share: 1 });
    expect(byKey['10001 NY-12']!.share).toBe(0.75);
    expect(byKey['10001 NY-10']!.share).toBe(0.25);
    expect(byKey['05401 VT-AL']).toMatchObject({ state: 'VT', share: 1 });
    expect(byKey['20001 DC-AL']).toMatchObject({ state: 'DC', share: 1 });
    expect(byKey['30165 AL-03']).toMatchObject({ state: 'AL', share: 0.02439 });
    expect(countRows(file.rows)).toEqual({ rows: 12, zctas: 7, splitZctas: 4, districts: 12, states: 6 });
  });

  it('reads columns by name, in any order, with zero land treated as equal shares', () => {
    const file = parseDistrictText(
      ['GEOID_ZCTA5_20|AREALAND_PART|GEOID_CD119_20', '00601|0|7298', '12345|0|3620', '12345|0|3621'].join('\n'),
    );
    expect(file.rows).toEqual([
      { zcta: '00601', state: 'PR', district: 'PR-AL', share: 1 },
      { zcta: '12345', state: 'NY', district: 'NY-20', share: 0.5 },
      { zcta: '12345', state: 'NY', district: 'NY-21', share: 0.5 },
    ]);
  });

  it('refuses a pipe file without the needed columns, naming them', () => {
    expect(() => parseDistrictText('GEOID_ZCTA5_20|AREALAND_PART\n12345|1')).toThrow(/GEOID_CD119_20/);
  });
});

describe('state_fips,state_abbr,zcta,cd CSV', () => {
  it('reads the fixture: at-large as ST-AL, one row per district, unknown states skipped, no shares', async () => {
    const file = await parseDistrictFile(join(FIXTURES, 'zccd-sample.csv'));
    expect(file.format).toBe('zcta-cd-csv');
    expect(file.lines).toBe(15);
    expect(file.skipped).toBe(1);
    expect(file.rows.filter((r) => r.zcta === '10001')).toEqual([
      { zcta: '10001', state: 'NY', district: 'NY-10', share: null },
      { zcta: '10001', state: 'NY', district: 'NY-12', share: null },
    ]);
    expect(file.rows.find((r) => r.zcta === '05401')).toEqual({ zcta: '05401', state: 'VT', district: 'VT-AL', share: null });
    expect(countRows(file.rows)).toMatchObject({ rows: 14, zctas: 9, splitZctas: 4 });
  });

  it('restores leading zeros a spreadsheet dropped', () => {
    expect(parseDistrictText('state_fips,state_abbr,zcta,cd\n50,VT,5401,0').rows).toEqual([{ zcta: '05401', state: 'VT', district: 'VT-AL', share: null }]);
  });

  it('refuses an unknown header and an empty file with a message that names the formats', () => {
    expect(() => parseDistrictText('zip,district_name\n12345,x')).toThrow(DistrictFileError);
    expect(() => parseDistrictText('zip,district_name\n12345,x')).toThrow(/state_fips,state_abbr,zcta,cd/);
    expect(() => parseDistrictText('')).toThrow(/empty/);
  });
});

// The table identity ships with: the real 119th-Congress zccd.csv, gzip-compressed.
describe(`real 119th-Congress data (${SHIPPED_DISTRICTS_FILE})`, () => {
  let resolver: ZctaTableResolver;
  let zips: Map<string, Set<string>>;

  beforeAll(async () => {
    const file = await parseDistrictFile(SHIPPED_DISTRICTS_FILE);
    expect(file.format).toBe('zcta-cd-csv');
    expect(file.skipped).toBe(0);
    const counts = countRows(file.rows);
    expect(counts.zctas).toBeGreaterThan(33_000);
    expect(counts.splitZctas).toBeGreaterThan(5_000);
    // 435 seats plus the DC and Puerto Rico delegates.
    expect(counts.districts).toBe(437);
    resolver = new ZctaTableResolver(new MemoryZctaLookup(file.rows));
    zips = new Map();
    for (const r of file.rows) zips.set(r.zcta, (zips.get(r.zcta) ?? new Set()).add(r.state));
  });

  it('a single-district ZIP is MEDIUM (Burlington, VT → VT-AL; Cheyenne, WY → WY-AL)', async () => {
    expect(await resolver.resolve({ address: '', city: 'Burlington', state: 'VT', zipCode: '05401' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'VT-AL', confidence: 'MEDIUM' },
    });
    expect(await resolver.resolve({ address: '', city: 'Cheyenne', state: 'WY', zipCode: '82001' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'WY-AL', confidence: 'MEDIUM' },
    });
  });

  it('a split ZIP is LOW and names its districts (35005 → AL-06 / AL-07)', async () => {
    const out = await resolver.resolve({ address: '', city: 'Adamsville', state: 'AL', zipCode: '35005' }, []);
    expect(out).toMatchObject({ resolution: { congressionalDistrict: 'AL-06', confidence: 'LOW' } });
    expect('resolution' in out && out.resolution.message).toBe(
      'ZIP 35005 spans 2 districts (AL-06, AL-07); we picked AL-06. Enter your full street address for a precise match.',
    );
  });

  it('the built-in ZIP-prefix table agrees with the real data for (almost) every ZIP', () => {
    let agree = 0;
    const disagree: string[] = [];
    for (const [zcta, states] of zips) {
      if (states.has(stateForZip(zcta) ?? '')) agree += 1;
      else disagree.push(`${zcta}:${[...states].join('/')}→${stateForZip(zcta)}`);
    }
    // ZCTAs are drawn by the Census, not USPS, so a handful cross the prefix boundaries.
    expect(disagree.length / zips.size).toBeLessThan(0.002);
    expect(agree).toBeGreaterThan(33_000);
  });
});
