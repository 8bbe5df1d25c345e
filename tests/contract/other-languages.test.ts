// A shop in another language (French, Dutch, Czech, Swedish, Slovak): its paths are its own, the
// German ones move there (src/shop/page/localizedPaths.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, ownPaths } from '../../src/shop/page/localizedPaths.ts';
import { startProductionServer, type RunningServer } from './productionServer.ts';

const SHOPS = { rwf: 'fr-CH', rwn: 'nl-NL', sbz: 'cs-CZ', sbs: 'sv-SE', sbk: 'sk-SK' };

describe.each(Object.entries(SHOPS))('the %s shop (%s)', (shop, locale) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({ SHOP: shop });
  }, 120_000);
  afterAll(() => server?.stop());

  it('serves the pages whose paths the specification leaves open under its own paths, links them so, and moves the German ones there', async () => {
    for (const german of ['/katalog-bestellen', '/sendungsverfolgung', '/retourenstatus', '/newsletter/anmelden']) {
      const own = localizedPath(ownPaths(locale), german);
      expect(own, german).not.toBe(german);
      const moved = await fetch(`${server.origin}${german}?quelle=footer`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')], german).toEqual([301, `${own}?quelle=footer`]);
      const page = await fetch(server.origin + own);
      expect(page.status, own).toBe(200);
      // The footer links every one of them, in the shop's own words.
      const html = await page.text();
      expect(html, own).toContain(`href="${own}"`);
      expect(html, own).not.toContain(`href="${german}"`);
    }
  });
});
