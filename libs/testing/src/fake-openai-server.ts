import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP server that speaks the OpenAI Chat Completions protocol, so the real openai
 * SDK (and our provider around it) is exercised end to end without a network or an API key
 * (DESIGN §6: nothing faked that could be real). Each test scripts what the next requests get.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: any;
  receivedAt: number;
}

/** What the server does with one request. */
export type FakeReply =
  /** 200 chat.completion whose message content is `content` (objects are JSON-encoded). */
  | { kind: 'completion'; content: unknown; finishReason?: 'stop' | 'length' | 'content_filter'; model?: string }
  /** 200 chat.completion whose assistant message is a refusal. */
  | { kind: 'refusal'; refusal: string }
  /** An OpenAI-style error body with this status (e.g. 429 with `retry-after`). */
  | { kind: 'error'; status: number; message?: string; type?: string; code?: string | null; headers?: Record<string, string> }
  /** Never answer: the client must time out. The socket is destroyed on close(). */
  | { kind: 'hang' };

export type FakeReplyHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/** What /v1/moderations answers for one request: the categories to flag (none: not flagged). */
export type FakeModerationHandler = (request: RecordedRequest) => string[] | Promise<string[]>;

/** The moderation endpoint's category names (omni-moderation). */
const MODERATION_CATEGORIES = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/intent', 'self-harm/instructions', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
];

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:PORT/v1, ready to pass as the SDK's baseURL. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Chat completion requests only (what a provider test usually counts). */
  readonly completionRequests: RecordedRequest[];
  /** Queue replies for the next requests, in order. */
  enqueue(...replies: FakeReply[]): void;
  /** What requests get once the queue is empty (default: a 500 saying nothing was scripted). */
  setFallback(handler: FakeReplyHandler | FakeReply): void;
  /** Moderation requests (POST /v1/moderations). */
  readonly moderationRequests: RecordedRequest[];
  /** How /v1/moderations answers (default: nothing flagged). */
  setModeration(handler: FakeModerationHandler): void;
  /** Forget queued replies, the fallback and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const NOT_SCRIPTED: FakeReply = {
  kind: 'error',
  status: 500,
  message: 'fake-openai-server: no reply scripted for this request',
  type: 'server_error',
};

function errorBody(reply: Extract<FakeReply, { kind: 'error' }>) {
  return {
    error: {
      message: reply.message ?? `Error ${reply.status}`,
      type: reply.type ?? (reply.status === 429 ? 'rate_limit_exceeded' : reply.status >= 500 ? 'server_error' : 'invalid_request_error'),
      param: null,
      code: reply.code ?? null,
    },
  };
}

function completionBody(request: RecordedRequest, message: Record<string, unknown>, finishReason: string, model?: string) {
  const promptChars = JSON.stringify(request.body?.messages ?? '').length;
  const completionChars = String(message.content ?? message.refusal ?? '').length;
  // Rough token counts (about 4 characters each) so usage looks like the real thing.
  const promptTokens = Math.ceil(promptChars / 4);
  const completionTokens = Math.ceil(completionChars / 4);
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? request.body?.model ?? 'fake-model',
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}`, ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  let fallback: FakeReplyHandler = () => NOT_SCRIPTED;
  let moderation: FakeModerationHandler = () => [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Keep the raw text: a test may want to see what a broken client sent.
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const request: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, receivedAt: Date.now() };
    requests.push(request);

    if (request.method === 'POST' && path === '/v1/moderations') {
      const flagged = new Set(await moderation(request));
      const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.has(c)]));
      const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.has(c) ? 0.9 : 0.001]));
      sendJson(res, 200, {
        id: `modr-${randomUUID()}`,
        model: (request.body as { model?: string } | undefined)?.model ?? 'omni-moderation-latest',
        results: [{ flagged: flagged.size > 0, categories, category_scores: scores, category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['text']])) }],
      });
      return;
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(res, 404, errorBody({ kind: 'error', status: 404, message: `Unknown route ${request.method} ${path}` }));
      return;
    }
    const reply = queue.length > 0 ? queue.shift()! : await fallback(request);
    switch (reply.kind) {
      case 'completion': {
        const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
        sendJson(res, 200, completionBody(request, { content, refusal: null }, reply.finishReason ?? 'stop', reply.model));
        return;
      }
      case 'refusal':
        sendJson(res, 200, completionBody(request, { content: null, refusal: reply.refusal }, 'stop'));
        return;
      case 'error':
        sendJson(res, reply.status, errorBody(reply), reply.headers);
        return;
      case 'hang':
        return; // Leave the response open; close() destroys the socket.
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody({ kind: 'error', status: 500, message: String(err) }));
    });
  });
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
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get completionRequests() {
      return requests.filter((r) => r.path === '/v1/chat/completions');
    },
    get moderationRequests() {
      return requests.filter((r) => r.path === '/v1/moderations');
    },
    setModeration: (handler) => {
      moderation = handler;
    },
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setFallback: (handler) => {
      fallback = typeof handler === 'function' ? handler : () => handler;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = () => NOT_SCRIPTED;
      moderation = () => [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests keep sockets open, and server.close() waits for them otherwise.
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
