import { describe, expect, it, vi } from 'vitest';
import { proxyContentPreview } from './contentPreviewProxy.ts';

const browserRequest = (init: RequestInit = {}, search = '?operationName=X&variables=%7B%7D') =>
  new Request(`http://shop.test/api/content-preview${search}`, {
    ...init,
    headers: {
      accept: 'application/json',
      cookie: 'shop_preview=abc; other=1',
      authorization: 'Bearer browser',
      ...(init.headers as Record<string, string>),
    },
  });

describe('content preview proxy', () => {
  it('refuses requests outside a preview session', async () => {
    const fetchFn = vi.fn();
    const answer = await proxyContentPreview(browserRequest(), {
      inPreview: false,
      locale: 'de-DE',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 'secret-token',
      fetchFn,
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-language')).toBe('de-DE');
    expect(await answer.text()).toBe('Keine Vorschau-Sitzung');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("refuses in the shop's language", async () => {
    const answer = await proxyContentPreview(browserRequest(), {
      inPreview: false,
      locale: 'cs-CZ',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 'secret-token',
    });
    expect(answer.headers.get('content-language')).toBe('cs-CZ');
    expect(await answer.text()).toBe('Žádná relace náhledu');
  });

  it('passes the query on with the preview token instead of the browser’s cookies and Authorization', async () => {
    const fetchFn = vi.fn(
      async (_request: Request) =>
        new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' } }),
    );
    const answer = await proxyContentPreview(browserRequest(), {
      inPreview: true,
      locale: 'de-DE',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 'secret-token',
      fetchFn,
    });
    const sent = fetchFn.mock.calls[0]![0];
    expect(sent.url).toBe('https://cms.test/graphql?operationName=X&variables=%7B%7D');
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('authorization')).toBe('Bearer secret-token');
    expect(sent.headers.get('cookie')).toBeNull();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toBe('{"data":{}}');
  });

  it('passes POST bodies on and keeps the rate-limit hint', async () => {
    const fetchFn = vi.fn(
      async (request: Request) => new Response(await request.text(), { status: 429, headers: { 'rate-limit-reset': '2' } }),
    );
    const answer = await proxyContentPreview(
      browserRequest({ method: 'POST', body: '{"query":"{x}"}', headers: { 'content-type': 'application/json' } }, ''),
      {
        inPreview: true,
        locale: 'de-DE',
        contentUrl: 'http://localhost/content/graphql',
        previewToken: 't',
        fetchFn,
        headers: { cookie: 'mock_visitor=v1' },
      },
    );
    expect(fetchFn.mock.calls[0]![0].headers.get('cookie')).toBe('mock_visitor=v1');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('rate-limit-reset')).toBe('2');
    expect(await answer.text()).toBe('{"query":"{x}"}');
  });

  it('accepts only GET and POST', async () => {
    const answer = await proxyContentPreview(browserRequest({ method: 'DELETE' }), {
      inPreview: true,
      locale: 'de-DE',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 't',
      fetchFn: vi.fn(),
    });
    expect(answer.status).toBe(405);
  });

  it('answers 502 when the content API cannot be reached, 504 when it answers too late', async () => {
    const refused = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    const failed = await proxyContentPreview(browserRequest(), {
      inPreview: true,
      locale: 'de-DE',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 't',
      fetchFn: refused,
    });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    expect(await failed.json()).toEqual({ errors: [{ message: 'The content API could not be reached' }] });
    // A call that never answers is cut at its deadline.
    const hanging = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const late = await proxyContentPreview(browserRequest(), {
      inPreview: true,
      locale: 'de-DE',
      contentUrl: 'https://cms.test/graphql',
      previewToken: 't',
      fetchFn: hanging,
      timeoutMs: 20,
    });
    expect(late.status).toBe(504);
    expect(await late.json()).toEqual({ errors: [{ message: 'The content API did not answer in time' }] });
  });
});
