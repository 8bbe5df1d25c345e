import { describe, expect, it } from 'vitest';
import { browserName } from './browserName.ts';

describe('browserName', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131 (Linux)'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 (Windows)',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 (macOS)'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18 (iOS)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131 (Android)',
    ],
  ])('%s → %s', (ua, expected) => expect(browserName(ua, 'Unbekannter Browser')).toBe(expected));
  it('says when it does not know', () => expect(browserName('curl/8.0', 'Unbekannter Browser')).toBe('Unbekannter Browser'));
});

describe('serviceEmailOf', () => {
  it('is service@ the shop domain', async () => {
    const { serviceEmailOf } = await import('./serviceEmail.ts');
    expect(serviceEmailOf('https://www.hansebrueck.de')).toBe('service@hansebrueck.de');
    expect(serviceEmailOf('https://shop.example.ch')).toBe('service@shop.example.ch');
  });
});
