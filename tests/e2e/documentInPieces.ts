import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DocumentInPieces {
  /** The shop behind this server; the browser loads everything from here. */
  url: string;
  /** Resolves once the document's first piece is out. */
  firstPieceSent: Promise<void>;
  /** Sends the rest of the document. */
  sendRest: () => void;
  close: () => Promise<void>;
}

/**
 * A server in front of the shop that hands over its first HTML document in two pieces, the second
 * only on sendRest(): a page whose bytes arrive slowly, as on a poor mobile connection. `cut` picks
 * where the first piece ends. Every other request passes through unchanged.
 */
export async function documentInPieces(upstream: string, cut: (html: string) => number): Promise<DocumentInPieces> {
  const target = new URL(upstream);
  let documentServed = false;
  let firstPieceSent!: () => void;
  let sendRest!: () => void;
  const firstPiece = new Promise<void>((resolve) => (firstPieceSent = resolve));
  const rest = new Promise<void>((resolve) => (sendRest = resolve));

  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body: NodeJS.ReadableStream | null) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(
        { host: target.hostname, port: target.port, method, path, headers: { ...headers, host: target.host } },
        resolve,
      );
      outgoing.on('error', reject);
      if (body) body.pipe(outgoing);
      else outgoing.end();
    });

  const server: Server = createServer((req, res) => {
    const isDocument = !documentServed && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    void (async () => {
      if (!isDocument) {
        const answer = await forward(req.method ?? 'GET', req.url ?? '/', req.headers, req);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      documentServed = true;
      const answer = await forward('GET', req.url ?? '/', { ...req.headers, 'accept-encoding': 'identity' }, null);
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      const html = Buffer.concat(chunks).toString('utf8');
      const at = cut(html);
      if (at <= 0 || at >= html.length) throw new Error(`cut ${at} is not inside the document`);
      const headers = { ...answer.headers };
      delete headers['content-length'];
      delete headers['content-encoding'];
      res.writeHead(answer.statusCode ?? 502, headers);
      res.write(html.slice(0, at), () => firstPieceSent());
      await rest;
      res.end(html.slice(at));
    })().catch((error: unknown) => {
      res.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    firstPieceSent: firstPiece,
    sendRest,
    close: () =>
      new Promise<void>((resolve) => {
        sendRest();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
