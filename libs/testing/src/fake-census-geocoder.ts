import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP server shaped like the US Census Geocoder's geographies/address endpoint
 * (`GET /geocoder/geographies/address?street=&city=&state=&zip=&benchmark=&vintage=&layers=&format=json`).
 * It answers with the real JSON: `result.input` (address, benchmark, vintage) and
 * `result.addressMatches[]` each with `matchedAddress`, `coordinates`, `tigerLine`,
 * `addressComponents` and `geographies` keyed by layer name ("States", "Counties",
 * "119th Congressional Districts" with STATE/CD119/GEOID/BASENAME/NAME, "2024 State
 * Legislative Districts - Upper|Lower", ...). Unknown addresses get an empty addressMatches,
 * missing street gets the real 400 body, and failures or hangs can be injected.
 */

export interface FakeCensusAddress {
  street: string;
  city: string;
  /** USPS code. */
  state: string;
  zip: string;
  stateFips: string;
  /** Census district code: '12', '00' at large, '98' delegate. */
  cd: string;
  /** e.g. 'New York County'. */
  countyName: string;
  countyFips?: string;
  /** e.g. 'State Senate District 27'. */
  upperName?: string;
  lowerName?: string;
  x?: number;
  y?: number;
}

export interface FakeCensusOptions {
  addresses?: FakeCensusAddress[];
  /** Name of the congressional layer (default "119th Congressional Districts"). */
  congressionalLayer?: string;
  /** Name of the district code field (default "CD119"). */
  districtField?: string;
}

export interface CensusRequest {
  path: string;
  query: Record<string, string>;
  status: number | 'hang';
  receivedAt: number;
}

export interface FakeCensusGeocoder {
  /** e.g. http://127.0.0.1:PORT, ready for CENSUS_GEOCODER_URL. */
  readonly url: string;
  readonly requests: CensusRequest[];
  addAddress(address: FakeCensusAddress): void;
  /** The next `times` requests answer this HTTP status (an HTML error page, as the real one does). */
  failNext(status: number, times?: number): void;
  /** The next `times` requests never answer (the client must time out). */
  hangNext(times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const normalize = (s: string | undefined) =>
  (s ?? '')
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\bSTREET\b/g, 'ST')
    .replace(/\bAVENUE\b/g, 'AVE')
    .replace(/\bROAD\b/g, 'RD')
    .replace(/\s+/g, ' ')
    .trim();

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function districtName(cd: string): string {
  if (cd === '00') return 'Congressional District (at Large)';
  if (cd === '98') return 'Delegate District (at Large)';
  return `Congressional District ${Number(cd)}`;
}

function matchFor(a: FakeCensusAddress, opts: Required<Pick<FakeCensusOptions, 'congressionalLayer' | 'districtField'>>, index: number) {
  const x = a.x ?? -73.99 + index / 1000;
  const y = a.y ?? 40.75 + index / 1000;
  const countyFips = a.countyFips ?? '001';
  const centre = { CENTLAT: `+${y.toFixed(7)}`, CENTLON: `${x.toFixed(7)}`, INTPTLAT: `+${y.toFixed(7)}`, INTPTLON: `${x.toFixed(7)}` };
  const [number, ...rest] = normalize(a.street).split(' ');
  const geographies: Record<string, unknown[]> = {
    States: [{ STATENS: '01779796', GEOID: a.stateFips, STATE: a.stateFips, STUSAB: a.state, BASENAME: a.state, NAME: a.state, LSADC: '00', FUNCSTAT: 'A', MTFCC: 'G4000', AREALAND: 122049149763, AREAWATER: 19246994695, OID: 27490331270000 + index, OBJECTID: 30, ...centre }],
    Counties: [{ GEOID: `${a.stateFips}${countyFips}`, STATE: a.stateFips, COUNTY: countyFips, BASENAME: a.countyName.replace(/ County$/, ''), NAME: a.countyName, LSADC: '06', FUNCSTAT: 'A', COUNTYNS: '00974129', COUNTYCC: 'H1', MTFCC: 'G4020', AREALAND: 58683183, AREAWATER: 28543439, OID: 27590331264000 + index, OBJECTID: 1000 + index, ...centre }],
    [opts.congressionalLayer]: [{ GEOID: `${a.stateFips}${a.cd}`, STATE: a.stateFips, [opts.districtField]: a.cd, BASENAME: a.cd === '00' || a.cd === '98' ? 'at Large' : String(Number(a.cd)), NAME: districtName(a.cd), CDSESSN: '119', LSY: 'C2024', FUNCSTAT: 'N', MTFCC: 'G5200', AREALAND: 31523148, AREAWATER: 3036207, OID: 251203846490000 + index, OBJECTID: 200 + index, ...centre }],
    'Census Tracts': [{ GEOID: `${a.stateFips}${countyFips}010100`, STATE: a.stateFips, COUNTY: countyFips, TRACT: '010100', BASENAME: '101', NAME: 'Census Tract 101', MTFCC: 'G5020', FUNCSTAT: 'S', OID: 20790277150000 + index, OBJECTID: 61000 + index, ...centre }],
  };
  if (a.upperName) {
    geographies['2024 State Legislative Districts - Upper'] = [{ GEOID: `${a.stateFips}027`, STATE: a.stateFips, SLDU: '027', BASENAME: a.upperName.replace(/\D+/g, ''), NAME: a.upperName, LSY: '2024', MTFCC: 'G5210', FUNCSTAT: 'N', ...centre }];
  }
  if (a.lowerName) {
    geographies['2024 State Legislative Districts - Lower'] = [{ GEOID: `${a.stateFips}075`, STATE: a.stateFips, SLDL: '075', BASENAME: a.lowerName.replace(/\D+/g, ''), NAME: a.lowerName, LSY: '2024', MTFCC: 'G5220', FUNCSTAT: 'N', ...centre }];
  }
  return {
    tigerLine: { side: index % 2 ? 'R' : 'L', tigerLineId: String(59653655 + index) },
    geographies,
    coordinates: { x, y },
    addressComponents: {
      zip: a.zip,
      streetName: rest.slice(0, -1).join(' ') || rest.join(' '),
      preType: '',
      city: normalize(a.city),
      preDirection: '',
      suffixDirection: '',
      fromAddress: number,
      state: a.state,
      suffixType: rest.length > 1 ? rest[rest.length - 1] : '',
      toAddress: number,
      suffixQualifier: '',
      preQualifier: '',
    },
    matchedAddress: `${normalize(a.street)}, ${normalize(a.city)}, ${a.state}, ${a.zip}`,
  };
}

export async function startFakeCensusGeocoder(options: FakeCensusOptions = {}): Promise<FakeCensusGeocoder> {
  const addresses: FakeCensusAddress[] = [...(options.addresses ?? [])];
  const layerOpts = {
    congressionalLayer: options.congressionalLayer ?? '119th Congressional Districts',
    districtField: options.districtField ?? 'CD119',
  };
  const requests: CensusRequest[] = [];
  const failures: Array<{ status: number | 'hang'; remaining: number }> = [];
  const sockets = new Set<Socket>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const record = (status: number | 'hang') => requests.push({ path: url.pathname, query, status, receivedAt: Date.now() });

    const failure = failures[0];
    if (failure) {
      if (--failure.remaining <= 0) failures.shift();
      record(failure.status);
      if (failure.status === 'hang') return; // close() destroys the socket
      res.writeHead(failure.status, { 'content-type': 'text/html' });
      res.end(`<html><body><h1>${failure.status}</h1><p>The server encountered an error.</p></body></html>`);
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/geocoder/geographies/address') {
      record(404);
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not Found</body></html>');
      return;
    }
    if (!query.street) {
      record(400);
      sendJson(res, 400, { errors: ['Specify House number and Street name.'], status: '400' });
      return;
    }
    if (query.benchmark && !/^(Public_AR_Current|Public_AR_ACS\d{4}|Public_AR_Census2020|4|8|2020)$/.test(query.benchmark)) {
      record(400);
      sendJson(res, 400, { errors: ['Invalid benchmark'], status: '400' });
      return;
    }
    const street = normalize(query.street);
    const found = addresses.filter(
      (a) => normalize(a.street) === street && ((query.zip && query.zip === a.zip) || (normalize(query.city) === normalize(a.city) && (query.state ?? '').toUpperCase() === a.state)),
    );
    record(200);
    sendJson(res, 200, {
      result: {
        input: {
          address: { street: query.street, city: query.city ?? '', state: query.state ?? '', zip: query.zip ?? '' },
          vintage: { isDefault: true, id: '4', vintageName: query.vintage ?? 'Current_Current', vintageDescription: 'Current Vintage - Current Benchmark' },
          benchmark: { isDefault: false, benchmarkDescription: 'Public Address Ranges - Current Benchmark', id: '4', benchmarkName: query.benchmark ?? 'Public_AR_Current' },
        },
        addressMatches: found.map((a, i) => matchFor(a, layerOpts, i)),
      },
    });
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addAddress: (address) => {
      addresses.push(address);
    },
    failNext: (status, times = 1) => {
      failures.push({ status, remaining: times });
    },
    hangNext: (times = 1) => {
      failures.push({ status: 'hang', remaining: times });
    },
    reset: () => {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
