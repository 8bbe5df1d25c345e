import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { notAllowed, sendText, sendUnavailable } from './responses.ts';

/** What an answer wrote: its status, headers (lower-case names) and body. */
function recorder() {
  const headers: Record<string, string> = {};
  const answer = { statusCode: 200, body: '', headers };
  const res = {
    set statusCode(status: number) {
      answer.statusCode = status;
    },
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: (body: string) => void (answer.body = body),
  } as unknown as ServerResponse;
  return { res, answer };
}

describe("the server's own answers", () => {
  it('write German for a German shop, with its locale as Content-Language', () => {
    const { res, answer } = recorder();
    notAllowed(res, ['GET', 'HEAD'], 'de-DE');
    expect(answer).toMatchObject({ statusCode: 405, body: 'Methode nicht erlaubt' });
    expect(answer.headers).toMatchObject({ allow: 'GET, HEAD', 'content-language': 'de-DE', 'cache-control': 'no-store' });
    const busy = recorder();
    sendUnavailable(busy.res, 5, 'de-AT');
    expect(busy.answer).toMatchObject({
      statusCode: 503,
      body: 'Der Shop ist gerade sehr gefragt. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    });
    expect(busy.answer.headers).toMatchObject({ 'retry-after': '5', 'content-language': 'de-AT' });
  });

  it("write the shop's language for the other shops", () => {
    const cases = [
      ['fr-CH', 'Méthode non autorisée'],
      ['nl-NL', 'Methode niet toegestaan'],
      ['cs-CZ', 'Metoda není povolena'],
      ['sv-SE', 'Metoden är inte tillåten'],
      ['sk-SK', 'Metóda nie je povolená'],
    ];
    for (const [locale, text] of cases) {
      const { res, answer } = recorder();
      notAllowed(res, ['GET'], locale!);
      expect([answer.body, answer.headers['content-language']], locale).toEqual([text, locale]);
    }
    const { res, answer } = recorder();
    sendText(res, 404, 'Page introuvable', 'fr-CH');
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['content-language']]).toEqual([
      404,
      'text/plain; charset=utf-8',
      'fr-CH',
    ]);
  });
});
