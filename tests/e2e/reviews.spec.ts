import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// Ratings and reviews of the product page. The seeded reviews of
// KNOWN.availableProduct: 30 in all, none with 1 or 2 stars.
const PRODUCT = KNOWN.availableProduct;
/** Rating switched off for technical reasons in the mock (RATING_NOT_AVAILABLE). */
const UNRATABLE_PRODUCT = 'P100013';

const ratingsPanel = (page: Page) => page.getByRole('region', { name: 'Produktinformationen' }).locator('details[data-entry="ratings"]');

async function openRatingsPanel(page: Page) {
  const panel = ratingsPanel(page);
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return panel;
}

test.describe('reviews', () => {
  test('all reviews: filter, sort, pages, helpful vote and report', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT}#ratings`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Alle Bewertungen' });
    const reviews = dialog.getByRole('article');
    await expect(reviews).toHaveCount(5);
    await expect(dialog.getByText('Seite 1 von 6')).toBeVisible();

    await dialog.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect(dialog.getByText('Seite 2 von 6')).toBeVisible();

    // The review sort modal opens over all reviews; by keyboard alone, its choice sorts the list
    // and goes back to it, with focus on the sort button.
    const sortDialog = page.getByRole('dialog', { name: 'Bewertungen sortieren' });
    await dialog.getByRole('button', { name: 'Sortieren: Neueste zuerst' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#ratings,review-sort$/);
    await expect(sortDialog.getByRole('button', { name: 'Neueste zuerst' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    const best = sortDialog.getByRole('button', { name: 'Beste Bewertung zuerst' });
    for (let i = 0; i < 5 && !(await best.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(best).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sortDialog).toHaveCount(0);
    await expect(page).toHaveURL(/#ratings$/);
    await expect(dialog.getByRole('button', { name: 'Sortieren: Beste Bewertung zuerst' })).toBeFocused();
    await expect(dialog.getByText('Seite 1 von 6')).toBeVisible();
    await expect(reviews.first().getByRole('img')).toHaveAccessibleName('5 von 5 Sternen');

    // Back button and Escape close the sort modal only; all reviews stay as they were.
    await dialog.getByRole('button', { name: 'Sortieren: Beste Bewertung zuerst' }).click();
    await expect(sortDialog).toBeVisible();
    await page.goBack();
    await expect(sortDialog).toHaveCount(0);
    await expect(page).toHaveURL(/#ratings$/);
    await dialog.getByRole('button', { name: 'Sortieren: Beste Bewertung zuerst' }).click();
    await page.keyboard.press('Escape');
    await expect(sortDialog).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(reviews.first().getByRole('img')).toHaveAccessibleName('5 von 5 Sternen');
    await dialog.getByRole('button', { name: 'Sortieren: Beste Bewertung zuerst' }).click();
    await sortDialog.getByRole('button', { name: 'Schlechteste Bewertung zuerst' }).click();
    await expect(reviews.first().getByRole('img')).toHaveAccessibleName('3 von 5 Sternen');

    const filters = dialog.getByRole('group', { name: 'Nach Sternen filtern' });
    await filters.getByRole('button', { name: /^5 Sterne/ }).click();
    await expect(dialog.getByText('9 Bewertungen mit 5 Sternen')).toBeVisible();
    await expect(dialog.getByText('Seite 1 von 2')).toBeVisible();
    await expect(reviews.first().getByRole('img')).toHaveAccessibleName('5 von 5 Sternen');
    await filters.getByRole('button', { name: /^2 Sterne/ }).click();
    await expect(dialog.getByText('Es gibt keine Bewertungen mit 2 Sternen.')).toBeVisible();
    await expect(reviews).toHaveCount(0);
    await filters.getByRole('button', { name: /^Alle/ }).click();
    await expect(reviews).toHaveCount(5);

    // Helpful once per review: the count goes up by the visitor's vote and the buttons lock.
    const first = reviews.first();
    const helpful = first.getByRole('group', { name: 'War diese Bewertung hilfreich?' });
    const yes = helpful.getByRole('button', { name: /^Ja \(\d+\)$/ });
    const before = Number((await yes.textContent())?.match(/\d+/)?.[0]);
    await yes.click();
    await expect(helpful.getByRole('button', { name: `Ja (${before + 1})` })).toBeDisabled();
    await expect(helpful.getByRole('button', { name: /^Nein/ })).toBeDisabled();
    await expect(first.getByRole('status')).toHaveText('Vielen Dank für Ihr Feedback.');

    const second = reviews.nth(1);
    await second.getByRole('button', { name: 'Bewertung melden' }).click();
    await expect(second.getByRole('status')).toHaveText('Vielen Dank, dass Sie diese Bewertung gemeldet haben.');
    await expect(second.getByRole('button', { name: 'Bewertung melden' })).toHaveCount(0);
  });

  test('the rating summary opens the rating information, which leads to all reviews', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT}`);
    await waitForHydration(page);
    const panel = await openRatingsPanel(page);
    await panel.getByRole('button', { name: /4,1 von 5 Sternen/ }).click();
    const info = page.getByRole('dialog', { name: 'Bewertungen im Überblick' });
    await expect(info.getByText('30 Bewertungen')).toBeVisible();
    await expect(info.getByRole('meter', { name: '4 Sterne: 15 Bewertungen' })).toBeVisible();
    await expect(info.getByRole('term').first()).toBeVisible();
    await info.getByRole('button', { name: 'Alle Bewertungen lesen' }).click();
    await expect(page.getByRole('dialog', { name: 'Alle Bewertungen' }).getByRole('article')).toHaveCount(5);
  });

  test(
    'guest → login → write → thank-you → a second review is refused',
    { tag: '@any-screen' },
    async ({ page, allowConsole }, testInfo) => {
      allowConsole(/Server error has been received .*RATING_ALREADY_SUBMITTED/);
      // Reviews are kept per customer: each project rates its own product.
      const product = testInfo.project.name === 'desktop' ? PRODUCT : KNOWN.saleProduct;
      await page.goto(`/p/${product}`);
      await waitForHydration(page);
      const panel = await openRatingsPanel(page);
      await panel.getByRole('button', { name: 'Bewertung schreiben' }).click();

      const auth = page.getByRole('dialog', { name: 'Anmeldung' });
      await auth.getByRole('textbox', { name: 'Kundennummer' }).fill('40512874');
      await auth.getByLabel('Passwort').fill('Sommer2026!');
      await auth.getByRole('button', { name: 'Anmelden' }).click();

      const dialog = page.getByRole('dialog', { name: 'Bewertung schreiben' });
      await expect(dialog.getByText('Pflichtfelder sind mit * gekennzeichnet.')).toBeVisible();
      await expect(page).toHaveURL(/#write-review$/);
      await dialog.getByRole('button', { name: 'Bewertung abschicken' }).click();
      await expect(dialog.getByText('Bitte vergeben Sie 1 bis 5 Sterne')).toBeVisible();
      await expect(dialog.getByText('Dies ist ein Pflichtfeld')).toHaveCount(2);

      const fill = async () => {
        await dialog.getByRole('radio', { name: '4 Sterne' }).check();
        await dialog.getByRole('radio', { name: 'Ja' }).check();
        await dialog.getByRole('textbox', { name: 'Überschrift' }).fill('Schön und bequem');
        await dialog.getByRole('textbox', { name: 'Ihre Bewertung' }).fill('Sitzt gut, der Stoff ist angenehm.');
        await dialog.getByRole('textbox', { name: /Ihr Name/ }).fill('Jonas aus Kiel');
        await dialog.getByRole('button', { name: 'Bewertung abschicken' }).click();
      };
      await fill();
      await expect(dialog.getByRole('status')).toHaveText('Vielen Dank für Ihre Bewertung. Sie können das Fenster jetzt schließen.');
      const rated = await page.evaluate(
        () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'productRating').length,
      );
      expect(rated).toBe(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // Logged in now: the form opens at once; the second review is refused and the text stays.
      await panel.getByRole('button', { name: 'Bewertung schreiben' }).click();
      await fill();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
      );
      await expect(dialog.getByRole('textbox', { name: 'Ihre Bewertung' })).toHaveValue('Sitzt gut, der Stoff ist angenehm.');

      // Rating is off for technical reasons for a few products.
      await page.goto(`/p/${UNRATABLE_PRODUCT}#write-review`);
      await expect(page.getByRole('dialog', { name: 'Bewertung schreiben' }).getByRole('alert')).toHaveText(
        'Aus technischen Gründen ist eine Bewertung dieses Artikels momentan leider nicht möglich.',
      );
    },
  );
});
