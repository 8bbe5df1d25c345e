import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext(devices['Pixel 7']);
const page = await ctx.newPage();
await page.goto('http://localhost:3107' + (process.argv[2] ?? '/p/P100010'));
await page.waitForSelector('[data-reco-output]').catch(() => {});
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('ul')) { const r = el.getBoundingClientRect(); if (r.right > innerWidth + 1 || el.scrollWidth > el.clientWidth) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '-' + Math.round(r.right) + ' ' + getComputedStyle(el).overflowX + ' ' + el.getAttribute('aria-label') + ' ' + el.scrollWidth); }
  return [document.documentElement.scrollWidth, innerWidth, out.slice(0, 15)];
}));
await browser.close();
