import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import messages from '../../messages/de/frame.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// Energy label, disposal note and the information accordion of the product page.
// KNOWN.energyClassProduct: a lamp with a description, a rating, an energy class and the disposal note.

const ENERGY_COLOURS: Record<string, string> = {
  A: 'rgb(0, 145, 54)',
  B: 'rgb(86, 171, 39)',
  C: 'rgb(200, 210, 1)',
  D: 'rgb(253, 237, 1)',
  E: 'rgb(249, 188, 1)',
  F: 'rgb(234, 105, 11)',
  G: 'rgb(225, 1, 27)',
};

const info = (page: Page) => page.getByRole('region', { name: 'Produktinformationen' });
const entryTitles = (page: Page) => info(page).locator('details[data-entry] > summary, button[data-entry]').allTextContents();
const panel = (page: Page, id: string) => info(page).locator(`details[data-entry="${id}"]`);
const header = (page: Page, id: string) => panel(page, id).locator('summary');
const isDesktop = (projectName: string) => projectName === 'desktop';

async function openProduct(page: Page, id: string) {
  await page.goto(`/p/${id}`);
  await waitForHydration(page);
}

async function openPanels(page: Page): Promise<string[]> {
  return info(page)
    .locator('details[open]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-entry') ?? ''));
}

test.describe('information accordion', () => {
  test('lists its entries in order; the description is open on desktop only', async ({ page }, testInfo) => {
    await openProduct(page, KNOWN.energyClassProduct);
    expect(await entryTitles(page)).toEqual(['Beschreibung', 'Details', 'Rückgabe', 'Produktsicherheit', 'Bewertungen']);
    await expect.poll(() => openPanels(page)).toEqual(isDesktop(testInfo.project.name) ? ['description'] : []);
  });

  test('without a description there is no description panel; Details is open on desktop', async ({ page }, testInfo) => {
    await openProduct(page, KNOWN.noDescriptionProduct);
    expect(await entryTitles(page)).toEqual(['Details', 'Rückgabe', 'Produktsicherheit', 'Bewertungen']);
    await expect.poll(() => openPanels(page)).toEqual(isDesktop(testInfo.project.name) ? ['details'] : []);
  });

  test(
    'sustainability seals only for products with sustainability logos; no ratings panel without a rating',
    { tag: '@any-screen' },
    async ({ page }) => {
      await openProduct(page, KNOWN.sustainabilityProduct);
      expect(await entryTitles(page)).toEqual(['Beschreibung', 'Details', 'Rückgabe', 'Nachhaltigkeit', 'Produktsicherheit']);
      await header(page, 'sustainability').click();
      const seals = panel(page, 'sustainability');
      await expect(seals.getByRole('listitem')).toHaveCount(2);
      await expect(seals.getByText('GOTS – Global Organic Textile Standard')).toBeVisible();
      await expect(seals.getByText('OEKO-TEX® STANDARD 100')).toBeVisible();
      await expect(seals.getByRole('link', { name: 'Mehr zu unseren Nachhaltigkeitssiegeln' })).toHaveAttribute(
        'href',
        '/content/nachhaltigkeit',
      );
    },
  );

  test('on desktop one panel is open at a time and closing it opens the next', async ({ page }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'desktop rule');
    await openProduct(page, KNOWN.energyClassProduct);
    await expect.poll(() => openPanels(page)).toEqual(['description']);
    await header(page, 'description').click();
    await expect.poll(() => openPanels(page)).toEqual(['details']);
    await header(page, 'returns').click();
    await expect.poll(() => openPanels(page)).toEqual(['returns']);
    await header(page, 'returns').click();
    // Produktsicherheit opens a dialog, so the next panel is the ratings.
    await expect.poll(() => openPanels(page)).toEqual(['ratings']);
    await header(page, 'ratings').click();
    await expect.poll(() => openPanels(page)).toEqual([]);
  });

  test('on phones panels open and close independently, by keyboard too', async ({ page }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'phone rule');
    await openProduct(page, KNOWN.energyClassProduct);
    await header(page, 'details').click();
    await header(page, 'returns').click();
    await expect.poll(() => openPanels(page)).toEqual(['details', 'returns']);
    await header(page, 'details').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openPanels(page)).toEqual(['returns']);
    await header(page, 'returns').click();
    await expect.poll(() => openPanels(page)).toEqual([]);
  });

  test('details name the article number in groups of three and the labelled attributes', { tag: '@any-screen' }, async ({ page }) => {
    await openProduct(page, KNOWN.energyClassProduct);
    const details = panel(page, 'details');
    const rows = await details
      .locator('dl > div')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.querySelector('dt')?.textContent ?? '', node.querySelector('dd')?.textContent ?? '']),
      );
    expect(rows[0]?.[0]).toBe('Artikelnummer');
    expect(rows[0]?.[1]).toMatch(/^\d{3}[. ]\d{3}[. ]\d{3}$/);
    expect(rows.slice(1).map(([label]) => label)).toEqual(['Material', 'Kabellänge', 'Fassung', 'Energieeffizienzklasse', 'WEEE-Reg.-Nr.']);
  });

  test('details add the attributes of the size the shopper chooses', { tag: '@any-screen' }, async ({ page }) => {
    await openProduct(page, KNOWN.mattressProduct);
    await header(page, 'details').click();
    const details = panel(page, 'details');
    await expect(details).toContainText('Matratzenart');
    await expect(details).not.toContainText('Matratzengröße');
    await page.getByRole('group', { name: 'Größe', exact: true }).getByRole('radio', { name: '90x200' }).check();
    await expect(details.locator('dl > div', { hasText: 'Matratzengröße' })).toContainText('90 x 200 cm');
    await page.getByRole('group', { name: 'Größe', exact: true }).getByRole('radio', { name: '140x200' }).check();
    await expect(details.locator('dl > div', { hasText: 'Matratzengröße' })).toContainText('140 x 200 cm');
  });

  test('the ratings panel shows stars with the average and the number of reviews', { tag: '@any-screen' }, async ({ page }) => {
    await openProduct(page, KNOWN.energyClassProduct);
    await header(page, 'ratings').click();
    const ratings = panel(page, 'ratings');
    await expect(ratings.getByRole('img', { name: /^\d(,\d)? von 5 Sternen$/ })).toBeVisible();
    await expect(ratings).toContainText(/\d,\d von 5 Sternen/);
    await expect(ratings).toContainText(/\d+ Bewertungen?/);
  });

  test("the server renders every panel's content, with the desktop default open", { tag: '@any-screen' }, async ({ page }) => {
    const response = await page.request.get(`/p/${KNOWN.energyClassProduct}`);
    const html = await response.text();
    for (const text of [
      'Artikelnummer',
      'Kabellänge',
      'Sie können Ihre Ware kostenlos an uns zurücksenden.',
      'Alles zur Rückgabe',
      'von 5 Sternen',
      'Energieeffizienzklasse',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<details[^>]*open=""[^>]*data-entry="description"/);
    expect(html).not.toMatch(/<details[^>]*open=""[^>]*data-entry="details"/);
  });

  test(
    'without JavaScript the description is open and the other panels open natively',
    { tag: '@any-screen' },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`/p/${KNOWN.energyClassProduct}`);
      await expect(panel(page, 'description')).toHaveAttribute('open', '');
      await expect(panel(page, 'details').getByText('Artikelnummer')).toBeHidden();
      await header(page, 'details').click();
      await expect(panel(page, 'details').getByText('Artikelnummer')).toBeVisible();
      await context.close();
    },
  );
});

test.describe('energy label and disposal note', { tag: '@any-screen' }, () => {
  test('the energy class label has the class colour and its accessible text', async ({ page }) => {
    await openProduct(page, KNOWN.energyClassProduct);
    const label = page.getByRole('img', { name: /^Energieeffizienzklasse [A-G]$/ });
    await expect(label).toBeVisible();
    const energyClass = (await label.getAttribute('data-energy-class'))!;
    await expect(label).toHaveAccessibleName(`Energieeffizienzklasse ${energyClass}`);
    await expect(label).toHaveCSS('background-color', ENERGY_COLOURS[energyClass]!);
    await expect(label).toContainText(energyClass);
  });

  test('products without an energy class or disposal note show neither', async ({ page }) => {
    await openProduct(page, KNOWN.availableProduct);
    await expect(page.getByRole('img', { name: /^Energieeffizienzklasse/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hinweis zur Entsorgung' })).toHaveCount(0);
  });

  test('the disposal note loads when its modal opens, shows loading, and the cancel button closes it', async ({ page, setFaults }) => {
    await setFaults('DisposalNoteContentQuery=delay:1500*1');
    await openProduct(page, KNOWN.energyClassProduct);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.getByRole('button', { name: 'Hinweis zur Entsorgung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hinweis zur Entsorgung' });
    await expect(dialog.getByRole('status')).toHaveText('Wird geladen …');
    await expect(dialog.getByRole('heading', { name: 'Entsorgung von Elektro- und Elektronikaltgeräten' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'stiftung-ear.de' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      chunks.filter((url) => /\/assets\/.*\.js$/.test(url)),
      'modal code loaded on opening',
    ).not.toEqual([]);
    expect(page.url()).toContain('#disposal-note');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).not.toContain('disposal-note');
  });

  test('a failing disposal note shows the error in the modal', async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received|INTERNAL_SERVER_ERROR|DisposalNoteContentQuery/);
    await setFaults('DisposalNoteContentQuery=INTERNAL_SERVER_ERROR');
    await openProduct(page, KNOWN.energyClassProduct);
    await page.getByRole('button', { name: 'Hinweis zur Entsorgung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hinweis zur Entsorgung' });
    await expect(dialog.getByRole('alert')).toHaveText(messages.MODAL_LOAD_ERROR);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('product safety', { tag: '@any-screen' }, () => {
  test('is loaded in the browser when its modal opens and names the manufacturer and the EU operator', async ({
    page,
    graphqlRequests,
  }) => {
    await openProduct(page, KNOWN.energyClassProduct);
    expect(graphqlRequests).not.toContain('ProductSafetyContentQuery');
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await info(page).getByRole('button', { name: 'Produktsicherheit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produktsicherheit' });
    await expect(dialog.getByRole('heading', { name: 'Hersteller' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Verantwortlicher Wirtschaftsakteur in der EU' })).toBeVisible();
    await expect(dialog.locator('address')).toHaveCount(2);
    await expect(dialog.locator('address').last()).toContainText(/\d{5} \S+/);
    await expect(dialog.getByRole('heading', { name: 'Sicherheitshinweise' })).toBeVisible();
    expect(graphqlRequests).toContain('ProductSafetyContentQuery');
    expect(
      chunks.filter((url) => /\/assets\/.*\.js$/.test(url)),
      'modal code loaded on opening',
    ).not.toEqual([]);
    expect(page.url()).toContain('#product-safety');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info(page).getByRole('button', { name: 'Produktsicherheit' })).toBeFocused();
  });

  test('a failing request shows PRODUCT_SAFETY_INFO_ERROR', async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received|INTERNAL_SERVER_ERROR|ProductSafetyContentQuery/);
    await setFaults('productSafety=INTERNAL_SERVER_ERROR');
    await openProduct(page, KNOWN.energyClassProduct);
    await info(page).getByRole('button', { name: 'Produktsicherheit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produktsicherheit' });
    await expect(dialog.getByRole('alert')).toHaveText(messages.PRODUCT_SAFETY_INFO_ERROR);
    await expectNoAxeViolations(page);
  });
});
