// The mock as a service of its own (npm run mock): the same paths the page server mounts in
// embedded mode (/graphql, /content/graphql, /images/…, /mock/… with the console) on MOCK_PORT,
// default 4000. Shops reach it with MOCK=remote and GRAPHQL_URL / CONTENT_GRAPHQL_URL pointing here.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createEmbeddedMock } from './console/mount.ts';
import { ConnectionDropped } from './faults/apply.ts';
import { newVisitorId, VISITOR_COOKIE, visitorIdOf, visitorSetCookie } from './sessions/visitor.ts';

const port = Number(process.env['MOCK_PORT'] || 4000);
const mock = createEmbeddedMock(
  {},
  { persisted: readPersisted(process.env['MOCK_PERSISTED_DIR'] || join(import.meta.dirname, '..', 'src', 'relay', '__generated__')) },
);

/** The shop build's persisted queries, when they are at hand (unknown hashes fall back to the query text). */
function readPersisted(dir: string) {
  const read = (project: string) => {
    const file = join(dir, `${project}.persisted.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  };
  return { shop: read('shop'), content: read('content') };
}

/**
 * The request as the browser made it: behind the shop's relay or a proxy the host it asked for
 * arrives as X-Forwarded-Host (the console's same-origin check compares it with Origin).
 */
function toRequest(req: IncomingMessage): Request {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || req.headers.host || 'localhost';
  let url: URL;
  try {
    url = new URL(`http://${host}${(req.url ?? '/').startsWith('/') ? req.url : '/'}`);
  } catch {
    url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * A caller of the APIs without a visitor cookie gets one with the answer, so the shop's pages need
 * not set it: their HTML stays shareable, and a browser's first API call names its visitor.
 */
async function withVisitor(request: Request): Promise<Response> {
  const { pathname, hostname } = new URL(request.url);
  if ((pathname !== '/graphql' && pathname !== '/content/graphql') || visitorIdOf(request)) return mock.fetch(request);
  const id = newVisitorId();
  const headers = new Headers(request.headers);
  headers.set('cookie', [request.headers.get('cookie'), `${VISITOR_COOKIE}=${id}`].filter(Boolean).join('; '));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await mock.fetch(
    new Request(request.url, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit),
  );
  const response = new Response(answer.body, answer);
  // Secure everywhere but on the developer's own machine (plain http there).
  const local = hostname === 'localhost' || hostname === '127.0.0.1';
  response.headers.append('set-cookie', local ? visitorSetCookie(id) : `${visitorSetCookie(id)}; Secure`);
  return response;
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

const server = createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?', 1)[0]!;
  if (pathname === '/healthz' || pathname === '/readyz') {
    res.setHeader('cache-control', 'no-store');
    return void res.end('ok');
  }
  void (async () => {
    try {
      await send(res, await withVisitor(toRequest(req)));
    } catch (error) {
      // A `drop` fault: the connection ends without an answer, as when the network loses it.
      if (error instanceof ConnectionDropped) return void res.destroy();
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  })();
});

// Containers stop it with SIGTERM: finish what is in flight, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}

server.listen({ port, host: process.env['HOST'] || undefined }, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  // One JSON line, like the shop's log: scripts and tests read the port from it.
  console.log(JSON.stringify({ level: 'info', port: actual, msg: `Mock-Server läuft auf http://localhost:${actual}` }));
});
