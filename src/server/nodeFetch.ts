import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A Node request as a web Request, for handlers written against the fetch API (the mock). */
export function toWebRequest(req: IncomingMessage): Request {
  const url = webUrl(req);
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
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/** The request's URL; a path like `//x` stays a path, an unusable Host header becomes localhost. */
function webUrl(req: IncomingMessage): URL {
  const path = (req.url ?? '/').startsWith('/') ? (req.url ?? '/') : `/${req.url ?? ''}`;
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}${path}`);
  } catch {
    return new URL(`http://localhost${path}`);
  }
}

/** Writes a web Response to a Node response. */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
  secureCookies = false,
) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie().map((cookie) => (secureCookies ? withSecure(cookie) : cookie));
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  if (!response.body) return void res.end();
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The cookie with the Secure flag (once). */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}
