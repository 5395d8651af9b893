import { join } from 'node:path';
import { startFakeCensusGeocoder, type FakeCensusGeocoder } from '@civic/testing';
import { CensusGeocoderResolver, parseGeocoderResponse } from '../src/district/census-geocoder';
import { DistrictLocator } from '../src/district/district-locator';
import { formatDistrict } from '../src/district/states';
import type { AddressInput } from '../src/district/types';
import { parseDistrictFile } from '../src/district/zcta-file';
import { MemoryZctaLookup, ZctaTableResolver, type ZctaLookup } from '../src/district/zcta-table';
import { ZipStateResolver } from '../src/district/zip-state';
import { stateForZip } from '../src/district/zip-prefix';

const FIXTURES = join(__dirname, 'fixtures');
const address = (zipCode: string, state: string | null, street = '100 Bedford Ave', city = 'Brooklyn'): AddressInput => ({ address: street, city, state, zipCode });

let censusTable: ZctaLookup;
let csvTable: ZctaLookup;
beforeAll(async () => {
  censusTable = new MemoryZctaLookup((await parseDistrictFile(join(FIXTURES, 'zcta-cd119-sample.txt'))).rows);
  csvTable = new MemoryZctaLookup((await parseDistrictFile(join(FIXTURES, 'zccd-sample.csv'))).rows);
});

describe('district codes', () => {
  it.each([
    ['NY', '12', 'NY-12'],
    ['NY', '7', 'NY-07'],
    ['VT', '00', 'VT-AL'],
    ['VT', 0, 'VT-AL'],
    ['DC', '98', 'DC-AL'],
    ['NY', 'ZZ', null],
    ['N1', '01', null],
  ])('formatDistrict(%s, %s) = %s', (state, code, expected) => {
    expect(formatDistrict(state, code as string)).toBe(expected);
  });
});

describe('ZCTA → district table resolver', () => {
  it('is MEDIUM when the ZIP lies in one district', async () => {
    const out = await new ZctaTableResolver(censusTable).resolve(address('11211', 'NY'), []);
    expect(out).toEqual({
      resolution: expect.objectContaining({ congressionalDistrict: 'NY-07', confidence: 'MEDIUM', county: null, state: 'NY', source: 'zcta-table' }),
    });
    expect('resolution' in out && out.resolution.message).toBe('ZIP 11211 lies entirely within congressional district NY-07.');
  });

  it('is LOW for a ZIP that spans districts, picks the largest share and says so', async () => {
    const out = await new ZctaTableResolver(censusTable).resolve(address('10001-1234', 'NY'), []);
    expect('resolution' in out && out.resolution).toMatchObject({
      congressionalDistrict: 'NY-12',
      confidence: 'LOW',
      message: 'ZIP 10001 spans 2 districts; we picked NY-12, which covers most of it. Enter your full street address for a precise match.',
    });
  });

  it('says "the largest part" when no district holds half the ZIP', async () => {
    const out = await new ZctaTableResolver(censusTable).resolve(address('60616', 'IL'), []);
    expect('resolution' in out && out.resolution).toMatchObject({
      congressionalDistrict: 'IL-07',
      confidence: 'LOW',
      message: 'ZIP 60616 spans 3 districts; we picked IL-07, which covers the largest part of it. Enter your full street address for a precise match.',
    });
  });

  it('names every district when the file had no areas (CSV format)', async () => {
    const out = await new ZctaTableResolver(csvTable).resolve(address('10001', 'NY'), []);
    expect('resolution' in out && out.resolution).toMatchObject({
      congressionalDistrict: 'NY-10',
      confidence: 'LOW',
      message: 'ZIP 10001 spans 2 districts (NY-10, NY-12); we picked NY-10. Enter your full street address for a precise match.',
    });
  });

  it('narrows a ZIP that crosses a state line to the state entered', async () => {
    const resolver = new ZctaTableResolver(censusTable);
    const ga = await resolver.resolve(address('30165', 'GA'), []);
    const al = await resolver.resolve(address('30165', 'AL'), []);
    expect('resolution' in ga && ga.resolution).toMatchObject({ congressionalDistrict: 'GA-14', confidence: 'MEDIUM' });
    expect('resolution' in al && al.resolution).toMatchObject({ congressionalDistrict: 'AL-03', confidence: 'MEDIUM' });
  });

  it('is LOW when the ZIP is in another state than the one entered', async () => {
    const out = await new ZctaTableResolver(censusTable).resolve(address('05401', 'NY'), []);
    expect('resolution' in out && out.resolution).toMatchObject({
      congressionalDistrict: 'VT-AL',
      confidence: 'LOW',
      state: 'VT',
      message: 'ZIP 05401 is in VT, not NY; we used the ZIP code and picked VT-AL. Check your state and ZIP code.',
    });
  });

  it('says why the street address was not used', async () => {
    const resolver = new ZctaTableResolver(censusTable);
    const down = await resolver.resolve(address('11211', 'NY'), ['service-unavailable']);
    const notFound = await resolver.resolve(address('10001', 'NY'), ['address-not-found']);
    expect('resolution' in down && down.resolution.message).toBe(
      'We could not reach the address verification service, so we used your ZIP code. ZIP 11211 lies entirely within congressional district NY-07.',
    );
    expect('resolution' in notFound && notFound.resolution.message).toBe(
      'We could not verify your street address, so we used your ZIP code. ZIP 10001 spans 2 districts; we picked NY-12, which covers most of it. Check your street address for a precise match.',
    );
  });

  it('gives no answer for a ZIP it does not know', async () => {
    expect(await new ZctaTableResolver(censusTable).resolve(address('99501', 'AK'), [])).toEqual({ shortfall: 'zip-not-in-table' });
  });
});

describe('ZIP → state fallback', () => {
  const resolver = new ZipStateResolver();

  it('is LOW with no district and names the state', () => {
    expect(resolver.resolve(address('78701', 'TX'), [])).toEqual({
      congressionalDistrict: null,
      county: null,
      confidence: 'LOW',
      state: 'TX',
      stateUpperDistrict: null,
      stateLowerDistrict: null,
      source: 'zip-prefix',
      message: 'We could not determine your congressional district; ZIP 78701 is in Texas.',
    });
  });

  it('says when the ZIP belongs to another state and when the address service was down', () => {
    expect(resolver.resolve(address('78701', 'OK'), ['service-unavailable']).message).toBe(
      'The address verification service is unavailable right now. We could not determine your congressional district; ZIP 78701 is in Texas. ZIP 78701 belongs to TX, not OK: please check your state and ZIP code.',
    );
  });

  it.each([
    ['99501', 'AK', 'Alaska', 'AK-AL'],
    ['05401', 'VT', 'Vermont', 'VT-AL'],
    ['20001', 'DC', 'District of Columbia', 'DC-AL'],
    ['00601', 'PR', 'Puerto Rico', 'PR-AL'],
    ['96910', 'GU', 'Guam', 'GU-AL'],
  ])('names the one district of a single-seat state or territory (ZIP %s → %s)', (zip, state, name, district) => {
    expect(resolver.resolve(address(zip, state), [])).toEqual({
      congressionalDistrict: district,
      county: null,
      confidence: 'LOW',
      state,
      stateUpperDistrict: null,
      stateLowerDistrict: null,
      source: 'zip-prefix',
      message: `We could not verify your street address, but ZIP ${zip} is in ${name}, which has a single congressional district: ${district}.`,
    });
    // The ZIP decides the state; a different state entered is pointed out.
    expect(resolver.resolve(address(zip, 'TX'), []).message).toBe(
      `We could not verify your street address, but ZIP ${zip} is in ${name}, which has a single congressional district: ${district}. ZIP ${zip} belongs to ${state}, not TX: please check your state and ZIP code.`,
    );
  });

  it('handles military mail and unassigned prefixes', () => {
    expect(resolver.resolve(address('09012', null), [])).toMatchObject({ state: null, congressionalDistrict: null, message: expect.stringContaining('military mail') });
    expect(resolver.resolve(address('00001', null), [])).toMatchObject({
      state: null,
      message: 'We could not determine your congressional district or state from ZIP 00001. Please check your ZIP code.',
    });
  });

  it.each([
    ['10001', 'NY'], ['00601', 'PR'], ['00501', 'NY'], ['02108', 'MA'], ['05401', 'VT'], ['20001', 'DC'], ['20146', 'VA'],
    ['30303', 'GA'], ['39901', 'GA'], ['33101', 'FL'], ['34002', 'AA'], ['60616', 'IL'], ['73301', 'TX'], ['73102', 'OK'],
    ['88510', 'TX'], ['89501', 'NV'], ['90210', 'CA'], ['96799', 'AS'], ['96813', 'HI'], ['96910', 'GU'], ['96950', 'MP'],
    ['97201', 'OR'], ['99501', 'AK'], ['12345-6789', 'NY'],
  ])('stateForZip(%s) = %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });
});

describe('Census geocoder response parsing', () => {
  const match = (geographies: Record<string, unknown>) => ({ result: { addressMatches: [{ matchedAddress: 'X', geographies }] } });

  it('reads the 119th layer (STATE + CD119) and the county', () => {
    expect(
      parseGeocoderResponse(match({ '119th Congressional Districts': [{ STATE: '17', CD119: '07', GEOID: '1707' }], Counties: [{ NAME: 'Cook County' }] })),
    ).toMatchObject({ congressionalDistrict: 'IL-07', county: 'Cook County', state: 'IL' });
  });

  it('reads other vintages: "Congressional Districts" with only GEOID, or BASENAME, and CD118', () => {
    expect(parseGeocoderResponse(match({ 'Congressional Districts': [{ STATE: '36', GEOID: '3612' }] }))?.congressionalDistrict).toBe('NY-12');
    expect(parseGeocoderResponse(match({ 'Congressional Districts': [{ STATE: '36', BASENAME: '12' }] }))?.congressionalDistrict).toBe('NY-12');
    expect(parseGeocoderResponse(match({ '118th Congressional Districts': [{ STATE: '56', CD118: '00' }] }))?.congressionalDistrict).toBe('WY-AL');
    expect(
      parseGeocoderResponse(match({ '118th Congressional Districts': [{ STATE: '36', CD118: '10' }], '119th Congressional Districts': [{ STATE: '36', CD119: '12' }] }))
        ?.congressionalDistrict,
    ).toBe('NY-12');
  });

  it('maps the DC delegate seat (98) to DC-AL', () => {
    expect(parseGeocoderResponse(match({ '119th Congressional Districts': [{ STATE: '11', CD119: '98', NAME: 'Delegate District (at Large)' }] }))?.congressionalDistrict).toBe('DC-AL');
  });

  it('has no answer for no match, a match outside any district, or candidates in different districts', () => {
    expect(parseGeocoderResponse({ result: { addressMatches: [] } })).toBeNull();
    expect(parseGeocoderResponse({})).toBeNull();
    expect(parseGeocoderResponse(match({ Counties: [{ NAME: 'X County' }] }))).toBeNull();
    expect(parseGeocoderResponse(match({ '119th Congressional Districts': [{ STATE: '36', CD119: 'ZZ' }] }))).toBeNull();
    const two = {
      result: {
        addressMatches: [
          { geographies: { '119th Congressional Districts': [{ STATE: '36', CD119: '10' }] } },
          { geographies: { '119th Congressional Districts': [{ STATE: '36', CD119: '12' }] } },
        ],
      },
    };
    expect(parseGeocoderResponse(two)).toBeNull();
  });
});

describe('resolver chain with the Census geocoder (loopback fake)', () => {
  let census: FakeCensusGeocoder;
  const chain = (timeoutMs = 1500, table: ZctaLookup = censusTable) =>
    new DistrictLocator([new CensusGeocoderResolver({ baseUrl: census.url, timeoutMs }), new ZctaTableResolver(table)]);

  beforeAll(async () => {
    census = await startFakeCensusGeocoder({
      addresses: [
        { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001', stateFips: '36', cd: '12', countyName: 'New York County', countyFips: '061', upperName: 'State Senate District 47', lowerName: 'Assembly District 75' },
        { street: '100 State St', city: 'Montpelier', state: 'VT', zip: '05602', stateFips: '50', cd: '00', countyName: 'Washington County' },
      ],
    });
  });
  afterAll(() => census.close());
  beforeEach(() => census.reset());

  it('is HIGH on an exact street match, with county and state legislative districts', async () => {
    const result = await chain().locate(address('10001', 'NY', '350 Fifth Avenue', 'New York'));
    expect(result).toEqual({
      congressionalDistrict: 'NY-12',
      county: 'New York County',
      confidence: 'HIGH',
      state: 'NY',
      stateUpperDistrict: 'State Senate District 47',
      stateLowerDistrict: 'Assembly District 75',
      source: 'census-geocoder',
      message: 'Address verified: you are in congressional district NY-12 (New York County).',
    });
    expect(census.requests).toHaveLength(1);
    expect(census.requests[0]!.query).toEqual({
      street: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      benchmark: 'Public_AR_Current',
      vintage: 'Current_Current',
      layers: 'all',
      format: 'json',
    });
  });

  it('maps an at-large state to ST-AL (base URL with a trailing slash)', async () => {
    const locator = new DistrictLocator([new CensusGeocoderResolver({ baseUrl: `${census.url}/`, timeoutMs: 1500 })]);
    expect(await locator.locate(address('05602', 'VT', '100 State Street', 'Montpelier'))).toMatchObject({ congressionalDistrict: 'VT-AL', confidence: 'HIGH' });
    expect(census.requests[0]!.path).toBe('/geocoder/geographies/address');
  });

  it('falls through to the table when the address is not found', async () => {
    const result = await chain().locate(address('11211', 'NY', '1 Nowhere Lane'));
    expect(result).toMatchObject({ confidence: 'MEDIUM', congressionalDistrict: 'NY-07', source: 'zcta-table' });
    expect(result.message).toMatch(/^We could not verify your street address, so we used your ZIP code\./);
  });

  it('falls through silently on an HTTP 500', async () => {
    census.failNext(500);
    const result = await chain().locate(address('10001', 'NY', '350 Fifth Avenue', 'New York'));
    expect(census.requests.map((r) => r.status)).toEqual([500]);
    expect(result).toMatchObject({ confidence: 'LOW', congressionalDistrict: 'NY-12', source: 'zcta-table' });
    expect(result.message).toMatch(/^We could not reach the address verification service/);
  });

  it('falls through on a timeout (the hung request is never answered: returning at all means the timeout fired)', async () => {
    census.hangNext();
    const result = await chain(300).locate(address('11211', 'NY', '350 Fifth Avenue', 'New York'));
    expect(census.requests.map((r) => r.status)).toEqual(['hang']);
    expect(result).toMatchObject({ confidence: 'MEDIUM', congressionalDistrict: 'NY-07' });
  });

  it('falls through when nothing listens (offline) and ends at ZIP → state', async () => {
    const offline = new DistrictLocator([
      new CensusGeocoderResolver({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
      new ZctaTableResolver(new MemoryZctaLookup([])),
    ]);
    expect(await offline.locate(address('78701', 'TX', '1 Main St', 'Austin'))).toMatchObject({
      congressionalDistrict: null,
      confidence: 'LOW',
      state: 'TX',
      message: 'The address verification service is unavailable right now. We could not determine your congressional district; ZIP 78701 is in Texas.',
    });
  });

  it('never throws, even when the table lookup fails', async () => {
    const broken: ZctaLookup = { rowsFor: () => Promise.reject(new Error('connection refused')) };
    const locator = new DistrictLocator([new ZctaTableResolver(broken)]);
    expect(await locator.locate(address('10001', 'NY'))).toMatchObject({ confidence: 'LOW', congressionalDistrict: null, state: 'NY' });
  });

  it('lists its resolvers in order', () => {
    expect(chain().names).toEqual(['census-geocoder', 'zcta-table', 'zip-prefix']);
  });
});
