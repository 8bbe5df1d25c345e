import { expect, test, waitForHydration } from './fixtures.ts';
import { useOwnServer } from './storeServer.ts';

const FRENCH_SHOP = 'https://www.rosenwald-romandie.ch';

test.describe('language switch', { tag: '@any-screen' }, () => {
  // The Swiss German shop, whose French version is a shop of its own under another host.
  const swiss = useOwnServer(() => ({ SHOP: 'rwc' }));

  test('leads to the same page in the French shop and remembers the choice', async ({ page, context }) => {
    // The French shop's host is not reachable from here: a page of its own stands in.
    await context.route(`${FRENCH_SHOP}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Rosenwald Romandie</title>' }),
    );
    const choice = async () => (await context.cookies(swiss())).find((cookie) => cookie.name === 'shop_language')?.value;

    await page.goto(`${swiss()}/damen-mode/kleider`);
    await waitForHydration(page);
    const footerLinks = page.getByRole('navigation', { name: 'Sprache' });
    await expect(footerLinks.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    const modal = page.getByRole('dialog', { name: 'Sprache wählen' });
    const french = modal.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', `${FRENCH_SHOP}/damen-mode/kleider#language=fr-CH`);
    await expect(french).toHaveAttribute('hreflang', 'fr-CH');
    await french.click();
    await expect(page).toHaveURL(`${FRENCH_SHOP}/damen-mode/kleider#language=fr-CH`);
    expect(await choice()).toBe('fr-CH');

    // A later visit to the German shop goes to the French one before anything is shown.
    await page.goto(`${swiss()}/p/P100010`);
    await expect(page).toHaveURL(`${FRENCH_SHOP}/p/P100010`);

    // Chosen back in the French shop: its link leads here with the hash, and this shop now remembers German.
    await page.goto(`${swiss()}/p/P100010#language=de-CH`);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${swiss()}/p/P100010`);
    await expect.poll(choice).toBe('de-CH');
    await page.goto(`${swiss()}/`);
    await expect(page).toHaveURL(`${swiss()}/`);
  });
});

test('a shop of one language has no language switch', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^Sprache/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Sprache' })).toHaveCount(0);
});
