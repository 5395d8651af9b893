import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP server shaped like GovInfo bulk data for BILLSTATUS: JSON folder listings at
 * `/bulkdata/json/BILLSTATUS/{congress}[/{type}]` (the real `files` rows: name, displayLabel,
 * justFileName, link, folder, formattedLastModifiedTime, ... plus the folder's zip) and the XML
 * files at `/bulkdata/BILLSTATUS/{congress}/{type}/{file}`. Listings need `Accept:
 * application/json` (406 otherwise, as GovInfo warns), failures can be injected, requests are counted.
 */

export interface FakeGovInfoFile {
  congress: number;
  /** Lowercase bill type folder, e.g. "hr". */
  type: string;
  /** e.g. BILLSTATUS-119hr1.xml */
  fileName: string;
  body: string;
  lastModified?: Date;
}

export interface GovInfoRequest {
  method: string;
  path: string;
  accept: string;
  status: number;
  receivedAt: number;
}

export interface FakeGovInfoOptions {
  files?: FakeGovInfoFile[];
}

export interface FakeGovInfo {
  /** e.g. http://127.0.0.1:PORT/bulkdata, ready for GOVINFO_BASE_URL. */
  readonly baseUrl: string;
  readonly requests: GovInfoRequest[];
  count(pathPrefix?: string): number;
  failNext(status: number, times?: number, options?: { pathPrefix?: string; retryAfterSeconds?: number }): void;
  addFile(file: FakeGovInfoFile): void;
  close(): Promise<void>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** GovInfo's listing stamp: "18-Sep-2026 20:26" in GMT. */
export function formatGovInfoTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

function formattedSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export async function startFakeGovInfo(options: FakeGovInfoOptions = {}): Promise<FakeGovInfo> {
  const files: FakeGovInfoFile[] = [...(options.files ?? [])];
  const requests: GovInfoRequest[] = [];
  const failures: { status: number; remaining: number; pathPrefix?: string; retryAfterSeconds?: number }[] = [];
  const sockets = new Set<Socket>();
  let origin = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const fileRow = (f: FakeGovInfoFile) => {
    const size = Buffer.byteLength(f.body);
    return {
      displayLabel: f.fileName,
      fileExtension: 'xml',
      folder: false,
      formattedLastModifiedTime: formatGovInfoTime(f.lastModified ?? new Date(Date.UTC(2025, 0, 1))),
      formattedSize: formattedSize(size),
      justFileName: f.fileName,
      link: `${origin}/bulkdata/BILLSTATUS/${f.congress}/${f.type}/${f.fileName}`,
      mimeType: 'application/xml',
      name: f.fileName,
      size,
    };
  };

  const handle = (req: IncomingMessage, res: ServerResponse, record: GovInfoRequest) => {
    const failure = failures.find((f) => f.remaining > 0 && (!f.pathPrefix || record.path.startsWith(f.pathPrefix)));
    if (failure) {
      failure.remaining -= 1;
      const headers: Record<string, string> = { 'content-type': 'text/html' };
      if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
      res.writeHead(failure.status, headers);
      return res.end(`<html><body>fake failure ${failure.status}</body></html>`);
    }
    // Listings answer at /bulkdata/json/... and, with the JSON Accept header, at the plain link.
    const listing = /^\/bulkdata(?:\/json)?\/BILLSTATUS\/(\d+)(?:\/([a-z]+))?\/?$/.exec(record.path);
    if (listing) {
      if (!record.accept.includes('application/json')) {
        res.writeHead(406, { 'content-type': 'text/plain' });
        return res.end('Not Acceptable');
      }
      const congress = Number(listing[1]);
      const inCongress = files.filter((f) => f.congress === congress);
      if (!listing[2]) {
        const types = [...new Set(inCongress.map((f) => f.type))].sort();
        return json(res, 200, {
          files: types.map((type) => ({
            displayLabel: type,
            folder: true,
            formattedLastModifiedTime: formatGovInfoTime(new Date(Date.UTC(2025, 0, 1))),
            justFileName: type,
            link: `${origin}/bulkdata/json/BILLSTATUS/${congress}/${type}`,
            name: type,
          })),
        });
      }
      const rows = inCongress.filter((f) => f.type === listing[2]);
      if (rows.length === 0) return json(res, 404, { error: 'Not Found' });
      const zipName = `BILLSTATUS-${congress}-${listing[2]}.zip`;
      // The real listing starts with the folder's zip archive, then one row per XML file.
      const zip = {
        displayLabel: zipName,
        fileExtension: 'zip',
        folder: false,
        formattedLastModifiedTime: formatGovInfoTime(new Date(Date.UTC(2025, 0, 2))),
        formattedSize: '1.0 MB',
        justFileName: zipName,
        link: `${origin}/bulkdata/BILLSTATUS/${congress}/${listing[2]}/${zipName}`,
        mimeType: 'application/zip',
        name: zipName,
        size: 1048576,
      };
      return json(res, 200, { files: [zip, ...rows.map(fileRow)] });
    }
    const download = /^\/bulkdata\/BILLSTATUS\/(\d+)\/([a-z]+)\/([^/]+)$/.exec(record.path);
    const file = download && files.find((f) => f.congress === Number(download[1]) && f.type === download[2] && f.fileName === download[3]);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not Found</body></html>');
    }
    res.writeHead(200, { 'content-type': 'text/xml', 'last-modified': (file.lastModified ?? new Date(Date.UTC(2025, 0, 1))).toUTCString() });
    res.end(file.body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: GovInfoRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      accept: String(req.headers.accept ?? ''),
      status: 0,
      receivedAt: Date.now(),
    };
    requests.push(record);
    res.on('finish', () => (record.status = res.statusCode));
    if (req.method !== 'GET') {
      res.writeHead(405);
      return res.end();
    }
    handle(req, res, record);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: `${origin}/bulkdata`,
    requests,
    count: (prefix) => requests.filter((r) => !prefix || r.path.startsWith(prefix)).length,
    failNext: (status, times = 1, opts = {}) => failures.push({ status, remaining: times, ...opts }),
    addFile: (file) => files.push(file),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
