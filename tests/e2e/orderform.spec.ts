import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const line = (page: Page, n: number) => page.getByRole('group', { name: `Artikel ${n}` });

test.describe('direct order form', () => {
  test.beforeEach(({ allowConsole }) => {
    // Unknown article numbers are refused by the API, which the network layer logs.
    allowConsole(/INVALID_DISPLAY_NUMBER/);
  });

  test(
    'adds the valid line and keeps the invalid, sold-out and size-less ones with their messages',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto('/directorderform');
      await waitForHydration(page);
      await expect(page.getByRole('group', { name: /^Artikel \d$/ })).toHaveCount(3);
      await page.getByRole('button', { name: 'Weitere Zeile hinzufügen' }).click();
      await expect(line(page, 4).getByRole('textbox', { name: 'Artikelnummer' })).toBeFocused();

      // Valid: the number is formatted as typed, the article shows, a size is chosen.
      const valid = line(page, 1);
      await valid.getByRole('textbox', { name: 'Artikelnummer' }).pressSequentially('512345101');
      await expect(valid.getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue('512.345.101');
      await expect(valid.getByText(/^Farbe: /)).toBeVisible();
      await valid.getByRole('combobox', { name: 'Größe' }).selectOption({ label: 'M' });
      await valid.getByRole('spinbutton', { name: 'Menge' }).fill('2');

      // Invalid: the number is well-formed, but no article has it.
      const invalid = line(page, 2);
      await invalid.getByRole('textbox', { name: 'Artikelnummer' }).fill('000111222');
      await expect(invalid.getByText('Ungültige Artikelnummer')).toBeVisible();
      // Malformed numbers are refused as soon as the field is left.
      await invalid.getByRole('textbox', { name: 'Artikelnummer' }).fill('12345');
      await invalid.getByRole('textbox', { name: 'Artikelnummer' }).blur();
      await expect(invalid.getByText('Ungültige Artikelnummer')).toBeVisible();
      await invalid.getByRole('textbox', { name: 'Artikelnummer' }).fill('000111222');

      // Sold out in every size.
      const soldOut = line(page, 3);
      await soldOut.getByRole('textbox', { name: 'Artikelnummer' }).fill('512346202');
      await expect(soldOut.getByRole('option', { name: /ausverkauft/ }).first()).toBeAttached();

      // No size chosen.
      const sizeless = line(page, 4);
      await sizeless.getByRole('textbox', { name: 'Artikelnummer' }).fill('355646745');
      await expect(sizeless.getByText(/^Farbe: /)).toBeVisible();

      // The header's badge counts the pieces; the lines survive a reload.
      await expect(page.getByTestId('order-form-tool-badge')).toHaveText('5');
      await page.reload();
      await waitForHydration(page);
      await expect(line(page, 1).getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue('512.345.101');
      await expect(line(page, 1).getByRole('combobox', { name: 'Größe' })).toHaveValue('P100205-1-2');
      await expect(line(page, 4).getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue('355.646.745');
      await expect(page.getByTestId('order-form-tool-badge')).toHaveText('5');

      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByRole('status').filter({ hasText: '2 Artikel wurden in den Warenkorb gelegt.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Bestellschein' });
      await expect(form.getByText('Ihr Bestellschein enthält Artikel ohne ausgewählte Größe.')).toBeVisible();
      await expect(form.getByText('Ihr Bestellschein enthält ausverkaufte Artikel. Bitte entfernen Sie diese.')).toBeVisible();
      // The added line is gone; the others stay with their messages.
      await expect(line(page, 1).getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue('000.111.222');
      await expect(line(page, 1).getByText('Ungültige Artikelnummer')).toBeVisible();
      await expect(line(page, 2).getByText('Dieser Artikel ist ausverkauft')).toBeVisible();
      await expect(line(page, 3).getByText('Bitte wählen Sie eine Größe')).toBeVisible();
      await expect(page.getByTestId('order-form-tool-badge')).toHaveText('3');
    },
  );

  test('a failed call keeps every line and says so', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/INTERNAL_SERVER_ERROR|500/);
    await setFaults('submitDirectOrderForm=http:500*1');
    await page.goto('/directorderform');
    await waitForHydration(page);
    await line(page, 1).getByRole('textbox', { name: 'Artikelnummer' }).fill('512345101');
    await line(page, 1).getByRole('combobox', { name: 'Größe' }).selectOption({ label: 'M' });
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Die Artikel konnten nicht in den Warenkorb gelegt werden.')).toBeVisible();
    await expect(line(page, 1).getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue('512.345.101');

    // Sent again, it works.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  });
});

// The badge comes with hydration and stays: the header's tools render anew when the counts arrive.
test('the header shows the stored order form count from hydration on, without a gap while the counts load', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('directOrderFormLines', JSON.stringify([{ quantity: 2 }, { quantity: 1 }]));
    const shown: string[] = [];
    (window as unknown as { badgeSeen: string[] }).badgeSeen = shown;
    const record = () => {
      const text = document.querySelector('[data-testid="order-form-tool-badge"]')?.textContent ?? '';
      if (shown.at(-1) !== text) shown.push(text);
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('order-form-tool-badge')).toHaveText('3');
  // From the server's markup (no badge) to the stored count, once.
  expect(await page.evaluate(() => (window as unknown as { badgeSeen: string[] }).badgeSeen)).toEqual(['', '3']);
});
