import { expect, test, waitForHydration } from './fixtures.ts';

// An embedded content frame takes the height its page reports, through the messages of
// iframe-resizer 4's child script, which embedded pages load. The stand-in for the embedded page
// answers the shop's set-up message as that script does.
const EMBEDDED_PAGE = `<!doctype html><title>Paketshop-Finder</title><body><script>
  addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || !event.data.startsWith('[iFrameSizer]')) return;
    const id = event.data.slice('[iFrameSizer]'.length).split(':')[0];
    parent.postMessage('[iFrameSizer]' + id + ':1234:1000:init', '*');
  });
  parent.postMessage('[iFrameResizerChild]Ready', '*');
</script></body>`;

test.describe('embedded content frame', { tag: '@any-screen' }, () => {
  test('is sized to the height its page reports, and only its own page', async ({ page, allowConsole }) => {
    // The page's deliberately misconfigured items (content.spec) warn.
    allowConsole(/detected|Failed to render Linkbox/);
    await page.route('https://paketshop-finder.example/**', (route) => route.fulfill({ contentType: 'text/html', body: EMBEDDED_PAGE }));
    await page.goto('/content/kundenservice');
    await waitForHydration(page);
    const frame = page.getByTitle('Paketshop in Ihrer Nähe finden');
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(1234);
    // A message of the same shape from another window (here the shop's own) changes nothing.
    // Messages from one window arrive in order: once a last one has arrived, the five have been handled.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          for (let i = 0; i < 5; i++) window.postMessage(`[iFrameSizer]shopFrame${i}:3000:1000:resize`, '*');
          addEventListener('message', (event) => event.data === 'handled' && resolve());
          window.postMessage('handled', '*');
        }),
    );
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(1234);
  });
});
