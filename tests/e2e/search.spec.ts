import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, waitForHydration } from './fixtures.ts';

// Known data of the mock (mock-server/data/fixtures.ts): display number 512345101 names P100205.
const DISPLAY_NUMBER = '512345101';
const DISPLAY_NUMBER_PRODUCT = 'P100205';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const field = (page: Page) => page.getByRole('combobox', { name: 'Suche' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge' });
const suggestionRequests = (names: string[]) =>
  names.filter((name) => name === 'SearchSuggestionsQuery' || name === 'SmartSuggestionsQuery');

/** The home page, hydrated, with the search field ready (opened on phones). */
async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  if (isPhone(page)) await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await expect(field(page)).toBeVisible();
  await field(page).focus();
}

async function typeTerm(page: Page, term: string, delay = 40) {
  await field(page).pressSequentially(term, { delay });
}

function search(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

test.describe('suggestions', () => {
  test('are not asked for 2 characters or article numbers', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    // The page's clock: the 300 ms typing pause is run through at once instead of waited for.
    await page.clock.install();
    await openSearch(page);
    await typeTerm(page, 'ab');
    await page.clock.runFor(600);
    await field(page).fill('');
    await typeTerm(page, '123 456.789');
    await page.clock.runFor(600);
    expect(suggestionRequests(graphqlRequests)).toEqual([]);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('wait for a 300 ms pause in typing, then one request', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await openSearch(page);
    // Timed inside the page: the last input event against the start of the suggestion request.
    await field(page).evaluate((el) =>
      el.addEventListener('input', () => ((window as Window & { lastInput?: number }).lastInput = performance.now())),
    );
    await typeTerm(page, 'rote kleider', 60);
    await expect(listbox(page)).toBeVisible();
    // The browser files a request's timing entry a little after its answer: on a busy host, after the list shows.
    let gap = Number.NaN;
    await expect
      .poll(async () => {
        gap = await page.evaluate(() => {
          const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes('SearchSuggestionsQuery'));
          return request ? request.startTime - ((window as Window & { lastInput?: number }).lastInput ?? 0) : Number.NaN;
        });
        return Number.isNaN(gap);
      }, 'the suggestion request has its timing entry')
      .toBe(false);
    expect(gap, 'no request before 300 ms after the last key').toBeGreaterThanOrEqual(295);
    expect(gap).toBeLessThan(1500);
    // Typing ended before the list showed, so every request it caused has been sent by now.
    expect(suggestionRequests(graphqlRequests)).toEqual(['SearchSuggestionsQuery']);

    // Grouped by type, categories named with their suggested filter, products with a price.
    await expect(
      listbox(page).getByRole('group', { name: 'Kategorien' }).getByRole('option', { name: 'Kleider in Rot', exact: true }),
    ).toBeVisible();
    const products = listbox(page).getByRole('group', { name: 'Produkte' }).getByRole('option');
    await expect(products.first()).toContainText(/\d+,\d{2}\u00a0€/);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('search-status')).toHaveText(/^\d+ Ergebnisse verfügbar\.$/);
    await expectNoAxeViolations(page);
  });

  test('a newer term cancels the older request: its late answer is never shown', { tag: '@any-screen' }, async ({ page, setFaults }) => {
    // Only the first suggestion request is slow, so it would answer after the second one.
    await setFaults('suggestion=delay:1500*1');
    await openSearch(page);
    const isSuggestion = (url: string, body: string | null) =>
      url.includes('/graphql') && (url.includes('SearchSuggestionsQuery') || (body ?? '').includes('SearchSuggestionsQuery'));
    const sent = page.waitForRequest((r) => isSuggestion(r.url(), r.postData()));
    const slow = page.waitForResponse((r) => isSuggestion(r.url(), r.request().postData()));
    await typeTerm(page, 'elbs');
    await sent;
    await field(page).fill('');
    await typeTerm(page, 'rote kleider');
    await expect(listbox(page).getByRole('option', { name: 'Kleider in Rot', exact: true })).toBeVisible();
    await (await slow).finished();
    await settle(page);
    await expect(listbox(page).getByRole('option', { name: 'Kleider in Rot', exact: true })).toBeVisible();
    await expect(listbox(page).getByRole('option', { name: 'Elbstrand' })).toHaveCount(0);
  });

  test('a failed suggestion request shows no suggestions', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received/);
    await setFaults('suggestion=INTERNAL_SERVER_ERROR');
    await openSearch(page);
    const failed = page.waitForResponse((r) => (r.request().postData() ?? r.url()).includes('SearchSuggestionsQuery'));
    await typeTerm(page, 'kleid');
    await (await failed).finished();
    await settle(page);
    await expect(listbox(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the list closes on Escape, blur and an outside click, and opens on focus or a key', { tag: '@any-screen' }, async ({ page }) => {
    await openSearch(page);
    await typeTerm(page, 'rote kleider');
    await expect(listbox(page)).toBeVisible();
    await field(page).press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(field(page)).toHaveValue('rote kleider');
    await field(page).press('ArrowDown');
    await expect(listbox(page)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(listbox(page)).toBeHidden();
    await field(page).focus();
    await expect(listbox(page)).toBeVisible();
    await field(page).blur();
    await expect(listbox(page)).toBeHidden();
  });

  test(
    'smartsuggest variant asks for completing terms instead',
    { tag: '@any-screen' },
    async ({ page, context, baseURL, graphqlRequests }) => {
      await context.addCookies([{ name: 'ab', value: 'smartsuggest_ab:smartsuggest', url: baseURL! }]);
      await openSearch(page);
      // At once, not key by key: on a busy machine a key can come more than 300 ms after the one
      // before, and then a request for 'som' goes out first, as it should.
      await field(page).fill('somm');
      const terms = listbox(page).getByRole('group', { name: 'Suchbegriffe' });
      await expect(terms.getByRole('option', { name: 'Sommerkleid', exact: true })).toBeVisible();
      expect(suggestionRequests(graphqlRequests)).toEqual(['SmartSuggestionsQuery']);
      await expectNoAxeViolations(page);
    },
  );
});

test.describe('choosing a suggestion with the keyboard', { tag: '@any-screen' }, () => {
  /** Moves down to the first option of a group and presses Enter. */
  async function chooseFirstOf(page: Page, group: string) {
    await expect(listbox(page)).toBeVisible();
    const groups = await listbox(page)
      .getByRole('group')
      .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('aria-label'), n.querySelectorAll('[role=option]').length] as const));
    let steps = 1;
    for (const [label, count] of groups) {
      if (label === group) break;
      steps += count;
    }
    for (let i = 0; i < steps; i++) await field(page).press('ArrowDown');
    const active = page.locator(`[id="${await field(page).getAttribute('aria-activedescendant')}"]`);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    // A product option shows its name above the price.
    const name = await active.evaluate((el) => (el.querySelector('span > span') ?? el).textContent);
    await field(page).press('Enter');
    return name;
  }

  test('a product goes to its page', async ({ page }) => {
    await openSearch(page);
    await typeTerm(page, 'rote kleider');
    const name = await chooseFirstOf(page, 'Produkte');
    await expect(page).toHaveURL(/\/p\/P\d+\?/);
    expect(search(page.url())).toEqual({
      suggestionType: 'product',
      suggestion: name,
      searchOrigin: 'pdp/suggestion',
      searchTerm: 'rote kleider',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a category goes to its listing with the suggested filter', async ({ page, allowConsole }) => {
    // Category listings come with their own pages; until then the route answers 404.
    allowConsole(/status of 404/);
    await openSearch(page);
    await typeTerm(page, 'rote kleider');
    await chooseFirstOf(page, 'Kategorien');
    await expect(page).toHaveURL(/\/damen-mode\/kleider\?colour=rot&/);
    expect(search(page.url())).toEqual({
      colour: 'rot',
      suggestionType: 'category',
      suggestion: 'Kleider',
      searchOrigin: 'plp/suggestion',
      searchTerm: 'rote kleider',
    });
  });

  test('a brand searches for the brand', async ({ page, allowConsole, graphqlRequests }) => {
    allowConsole(/status of 404/);
    await openSearch(page);
    await typeTerm(page, 'elbs');
    await chooseFirstOf(page, 'Marken');
    await expect(page).toHaveURL(/\/search\?/);
    expect(search(page.url())).toEqual({
      q: 'Elbstrand',
      suggestionType: 'brand',
      suggestion: 'Elbstrand',
      searchOrigin: 'srp/suggestion',
      searchTerm: 'elbs',
    });
    expect(graphqlRequests).toContain('SearchFieldLookupQuery');
  });
});

test.describe('submitting a term', () => {
  test('an article number goes to its product via the lookup', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await openSearch(page);
    await typeTerm(page, DISPLAY_NUMBER);
    await field(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/p/${DISPLAY_NUMBER_PRODUCT}\\?`));
    expect(search(page.url())).toEqual({ searchOrigin: 'directSearch', searchTerm: DISPLAY_NUMBER });
    expect(graphqlRequests).toContain('SearchFieldLookupQuery');
    expect(suggestionRequests(graphqlRequests)).toEqual([]);
  });

  test("'versandkosten' follows the configured redirect", { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await openSearch(page);
    await typeTerm(page, 'versandkosten');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/content\/lieferung\?searchOrigin=directSearch&searchTerm=versandkosten$/);
  });

  test('a plain term goes to the search results and is reported with consent', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await page.request.delete('/mock/tracking');
    await openSearch(page);
    await typeTerm(page, 'pullover');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pullover&searchOrigin=directSearch&searchTerm=pullover$/);
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/mock/tracking')).json())).toContain('pullover');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'recoSessionId')?.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  test('a failed lookup still searches for the term', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/status of 404/);
    allowConsole(/Server error has been received/);
    await setFaults('searchField=INTERNAL_SERVER_ERROR');
    const infos: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'info') infos.push(msg.text());
    });
    await openSearch(page);
    await typeTerm(page, 'pullover');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pullover$/);
    expect(infos).toContain('Failed to load search result, navigate to search result page and try again');
  });

  test('an empty term is not submitted', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await openSearch(page);
    await typeTerm(page, '   ');
    await field(page).press('Enter');
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(graphqlRequests).not.toContain('SearchFieldLookupQuery');
  });

  test('the webview keeps its prefix', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await openSearch(page, '/webview');
    await typeTerm(page, 'pullover');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/webview\/search\?q=pullover&/);
  });
});

test.describe('without JavaScript', { tag: '@any-screen' }, () => {
  test('the server renders a GET form to /search with the term as q', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/method="get"/);
    const input = /<input[^>]*>/.exec(form)?.[0] ?? '';
    for (const attribute of ['name="q"', 'type="search"', 'placeholder="Suchbegriff oder Artikelnummer"'])
      expect(input).toContain(attribute);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*aria-label="Suchen"|<button[^>]*aria-label="Suchen"[^>]*type="submit"/);
    const webview = await (await page.request.get('/webview')).text();
    expect(webview).toMatch(/<form[^>]*action="\/webview\/search"/);
  });
});

test.describe('phone search bar', () => {
  test('the icon opens it; scrolling 50 px hides it while the field is not focused', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Suche öffnen' });
    if (!isPhone(page)) {
      // Desktop: inline, no toggle.
      await expect(toggle).toBeHidden();
      await expect(field(page)).toBeVisible();
      return;
    }
    await expect(field(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page)).toBeFocused();

    // Focused: scrolling keeps it.
    await page.evaluate(() => window.scrollBy(0, 120));
    await settle(page);
    await expect(field(page)).toBeVisible();

    // Not focused: the next scroll, 150 px from where it opened, hides it.
    await field(page).blur();
    await page.evaluate(() => window.scrollBy(0, 30));
    await settle(page);
    await expect(field(page)).toBeHidden();
  });

  test('stays while scrolling less than 50 px', async ({ page }) => {
    test.skip(!isPhone(page), 'phones only');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Suche öffnen' }).click();
    await field(page).blur();
    await page.evaluate(() => window.scrollBy(0, 40));
    await settle(page);
    await expect(field(page)).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 20));
    await expect(field(page)).toBeHidden();
    await page.getByRole('button', { name: 'Suche öffnen' }).click();
    await expect(field(page)).toBeVisible();
  });
});
