import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { shopTexts } from './shopTexts.ts';
import { useOwnServer } from './storeServer.ts';

// The smoke flows in one shop of each locale, in that shop's words: home, a category, a product into
// the basket, a guest's order to the thanks page (the address form refusing first what is missing,
// then a postal code of another country's form), a login; axe on every page on the way. The German
// shop (de-DE) is the one every other test runs against. The texts are the catalogue's
// (shopTexts.ts): a test fails where a page shows another language's.

interface LocaleShop {
  shop: string;
  locale: string;
  /** The shop's own country, preselected at the address. */
  country: string;
  /** A postal code and city of that country, and a code its rule refuses with the message's arguments. */
  address: { zip: string; city: string; wrongZip: string; problem: [code: string, params: Record<string, string | number>] };
}

const SHOPS: LocaleShop[] = [
  {
    shop: 'rwa',
    locale: 'de-AT',
    country: 'AT',
    address: { zip: '1010', city: 'Wien', wrongZip: '10115', problem: ['ZIP_CODE_LENGTH', { length: 4 }] },
  },
  {
    shop: 'rwc',
    locale: 'de-CH',
    country: 'CH',
    address: { zip: '8001', city: 'Zürich', wrongZip: '80011', problem: ['ZIP_CODE_LENGTH', { length: 4 }] },
  },
  {
    shop: 'rwf',
    locale: 'fr-CH',
    country: 'CH',
    address: { zip: '1201', city: 'Genève', wrongZip: '12011', problem: ['ZIP_CODE_LENGTH', { length: 4 }] },
  },
  {
    shop: 'rwn',
    locale: 'nl-NL',
    country: 'NL',
    address: { zip: '1012 AB', city: 'Amsterdam', wrongZip: '10115', problem: ['ZIP_CODE_FORMAT', { format: '1234 AB' }] },
  },
  {
    shop: 'sbz',
    locale: 'cs-CZ',
    country: 'CZ',
    address: { zip: '110 00', city: 'Praha', wrongZip: '1100', problem: ['ZIP_CODE_FORMAT', { format: '123 45' }] },
  },
  {
    shop: 'sbs',
    locale: 'sv-SE',
    country: 'SE',
    address: { zip: '111 22', city: 'Stockholm', wrongZip: '1112', problem: ['ZIP_CODE_FORMAT', { format: '123 45' }] },
  },
  {
    shop: 'sbk',
    locale: 'sk-SK',
    country: 'SK',
    address: { zip: '811 01', city: 'Bratislava', wrongZip: '8110', problem: ['ZIP_CODE_FORMAT', { format: '123 45' }] },
  },
];

/** A product of the seeded catalogue with sizes, in every shop's assortment. */
const PRODUCT = '/p/P100010';

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
}

/** Waits until the page has hydrated: the header's basket names its count, a client-only datum. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('basket-tool')).toHaveAttribute('aria-label', /\d/);
}

for (const { shop, locale, country, address } of SHOPS) {
  test.describe(`the ${locale} shop (${shop})`, { tag: '@any-screen' }, () => {
    const base = useOwnServer(() => ({ SHOP: shop }));
    const text = shopTexts(locale);

    test('home, a category, a product into the basket, a guest orders to the thanks page, a customer logs in', async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, `${base()}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('link', { name: text('layoutAccount') })).toBeVisible();
      await expectNoAxeViolations(page);

      await open(page, `${base()}/damen-mode/kleider`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      await open(page, `${base()}${PRODUCT}`);
      const sizes = page.getByRole('group', { name: text('productSize'), exact: true });
      await sizes.getByRole('radio').and(page.locator(':enabled')).first().check();
      await page.getByRole('button', { name: text('productAddToBasket') }).click();
      await expect(page.getByRole('button', { name: text('productAdded') })).toBeVisible();
      await expectNoAxeViolations(page);

      await open(page, `${base()}/basket`);
      await expect(page.getByRole('heading', { name: text('basketTitle'), level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole('link', { name: text('basketToCheckout') })
        .first()
        .click();

      await expect(
        page.getByRole('heading', { name: text('checkoutStepTitle', { number: 1, count: 4, title: text('checkoutStepCustomer') }) }),
      ).toBeVisible();
      await hydrated(page);
      await page.getByRole('button', { name: text('checkoutAsGuest') }).click();
      const form = page.getByRole('form', { name: text('checkoutStepAddress') });
      await expect(
        page.getByRole('heading', { name: text('checkoutStepTitle', { number: 2, count: 4, title: text('checkoutStepAddress') }) }),
      ).toBeFocused();

      // The form with errors: what is missing, then a postal code in another country's form.
      await form.getByRole('button', { name: text('checkoutToPayment') }).click();
      await expect(form.getByText(text('FIELD_REQUIRED')).first()).toBeVisible();
      await expect(form.getByRole('combobox', { name: text('checkoutCountry') })).toHaveValue(country);
      await form.getByRole('radio', { name: text('checkoutSalutationF') }).check();
      await form.getByRole('textbox', { name: text('checkoutFirstName'), exact: true }).fill('Jana');
      await form.getByRole('textbox', { name: text('checkoutLastName'), exact: true }).fill('Novak');
      await form.getByRole('textbox', { name: text('checkoutStreet'), exact: true }).fill('Lange Gasse');
      await form.getByRole('textbox', { name: text('checkoutHouseNumber'), exact: true }).fill('12');
      await form.getByRole('textbox', { name: text('checkoutZipCode'), exact: true }).fill(address.wrongZip);
      await form.getByRole('textbox', { name: text('checkoutCity'), exact: true }).fill(address.city);
      await form.getByRole('textbox', { name: text('checkoutEmail'), exact: true }).fill('jana@example.com');
      await form.getByRole('button', { name: text('checkoutToPayment') }).click();
      const zip = form.getByRole('textbox', { name: text('checkoutZipCode'), exact: true });
      await expect(zip).toHaveAccessibleDescription(text(...address.problem));
      await expect(zip).toBeFocused();
      await expect(form.getByRole('textbox', { name: text('checkoutFirstName'), exact: true })).toHaveValue('Jana');
      await expectNoAxeViolations(page);
      await zip.fill(address.zip);
      await form.getByRole('button', { name: text('checkoutToPayment') }).click();

      const payment = page.getByRole('form', { name: text('checkoutStepPayment') });
      await expect(payment).toBeVisible();
      await payment.getByRole('radio').and(page.locator(':enabled')).first().check();
      await expectNoAxeViolations(page);
      await payment.getByRole('button', { name: text('checkoutToReview') }).click();

      const order = page.getByRole('form', { name: text('checkoutPlaceForm') });
      await expect(page.getByRole('region', { name: text('checkoutStepAddress') }).locator('address')).toContainText(
        `${address.zip} ${address.city}`,
      );
      await order.getByRole('checkbox', { name: text('checkoutAcceptTerms') }).check();
      await expectNoAxeViolations(page);
      await order.getByRole('button', { name: text('checkoutPlaceOrder') }).click();
      await expect(page).toHaveURL(/\/thanks$/);
      await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // A customer logs in (one test per shop: each starts a server of its own).
      await open(page, `${base()}/`);
      await page.getByRole('link', { name: text('layoutAccount') }).click();
      const dialog = page.getByRole('dialog', { name: text('accountAuthTitle') });
      await dialog.getByRole('button', { name: text('accountAuthLogin') }).click();
      await expect(dialog.getByText(text('FIELD_REQUIRED')).first()).toBeVisible();
      await dialog.getByRole('textbox', { name: text('accountAuthCustomerNumber'), exact: true }).fill('40512873');
      await dialog.getByLabel(text('accountAuthPassword')).fill('Sommer2026!');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: text('accountAuthLogin') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: text('accountAuthLoggedIn') })).toBeVisible();
    });
  });
}

/**
 * What of the page's text runs out of the box that clips it, or off the screen: an element that
 * hides its overflow (a card, a button) and whose content is wider than it, and an element past
 * the screen's edge outside a scroller. Visually hidden texts (1 px boxes) are left out.
 */
function textsRunningOut(): string[] {
  const found: string[] = [];
  const screenWidth = window.innerWidth;
  if (document.documentElement.scrollWidth > screenWidth + 1) found.push(`the page: ${document.documentElement.scrollWidth} px`);
  const inScroller = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement)
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    return false;
  };
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const text = element.innerText?.trim().replace(/\s+/g, ' ').slice(0, 60);
    if (!text || element.clientWidth <= 4) continue;
    const style = getComputedStyle(element);
    const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    if (clips && element.scrollWidth > element.clientWidth + 1)
      found.push(`${element.tagName} ${element.scrollWidth} > ${element.clientWidth} px: ${text}`);
    const box = element.getBoundingClientRect();
    if (
      element.children.length === 0 &&
      (box.right > screenWidth + 1 || box.left < -1) &&
      style.position !== 'fixed' &&
      !inScroller(element)
    )
      found.push(`${element.tagName} off the screen: ${text}`);
  }
  return found;
}

// Swedish and Dutch write long compounds ('Stickningssäsong'): on a phone's narrow cards they
// wrap inside their box rather than being cut off.
test.describe('on a phone, the Swedish shop', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');
  const base = useOwnServer(() => ({ SHOP: 'sbs' }));

  test('cuts no text off: home, a category, a product', async ({ page }) => {
    for (const path of ['/', '/damen-mode/kleider', PRODUCT]) {
      await open(page, `${base()}${path}`);
      expect(await page.evaluate(textsRunningOut), path).toEqual([]);
    }
  });

  test("keeps each of the address step's labels on one line ('Postnummer', 'Husnummer')", async ({ page }) => {
    const text = shopTexts('sv-SE');
    await open(page, `${base()}${PRODUCT}`);
    await page
      .getByRole('group', { name: text('productSize'), exact: true })
      .getByRole('radio')
      .and(page.locator(':enabled'))
      .first()
      .check();
    await page.getByRole('button', { name: text('productAddToBasket') }).click();
    await expect(page.getByRole('button', { name: text('productAdded') })).toBeVisible();
    await open(page, `${base()}/checkout`);
    await page.getByRole('button', { name: text('checkoutAsGuest') }).click();
    const form = page.getByRole('form', { name: text('checkoutStepAddress') });
    // Sent empty: the errors below the fields take their room too.
    await form.getByRole('button', { name: text('checkoutToPayment') }).click();
    await expect(form.getByText(text('FIELD_REQUIRED')).first()).toBeVisible();
    const lines = await form.locator('label').evaluateAll((labels) =>
      labels
        .filter((label) => label.getClientRects().length > 0)
        .map((label) => {
          // The lines its words stand on (a radio's own box left aside).
          const bottoms = new Set<number>();
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
          }
          return { label: label.textContent, lines: bottoms.size };
        })
        .filter(({ lines }) => lines > 1),
    );
    expect(lines).toEqual([]);
  });
});
