// The head a crawler reads from a shop with sister shops: canonical URL, the page in each sister
// shop (hreflang) and the shop's Open Graph locale, the same for every visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type RunningServer } from './productionServer.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startProductionServer({ SHOP: 'rwc' });
}, 120_000);
afterAll(() => server?.stop());

const headOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.origin + path, { headers });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
};

const alternatesIn = (head: string) =>
  [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href]);

describe('a Swiss shop of the Rosenwald family', () => {
  it('names the product in each sister shop, itself included, beside its canonical URL', async () => {
    const head = await headOf('/p/P100205');
    expect(head).toContain('<link rel="canonical" href="https://www.rosenwald.ch/p/P100205"/>');
    expect(alternatesIn(head)).toEqual([
      ['de-DE', 'https://www.rosenwald.de/p/P100205'],
      ['de-AT', 'https://www.rosenwald.at/p/P100205'],
      ['de-CH', 'https://www.rosenwald.ch/p/P100205'],
      ['nl-NL', 'https://www.rosenwald.nl/p/P100205'],
    ]);
    expect(head).toContain('<meta property="og:locale" content="de_CH"/>');
  });

  it('does the same on the home page, for any visitor', async () => {
    const anonymous = await headOf('/');
    const customer = await headOf('/', { cookie: 'consent=1; session=abc', 'user-agent': 'Mozilla/5.0 (iPhone)' });
    expect(alternatesIn(anonymous)).toContainEqual(['nl-NL', 'https://www.rosenwald.nl/']);
    expect(anonymous).toContain('<link rel="canonical" href="https://www.rosenwald.ch/"/>');
    expect(alternatesIn(customer)).toEqual(alternatesIn(anonymous));
  });
});
