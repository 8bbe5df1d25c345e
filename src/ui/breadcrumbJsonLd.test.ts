import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumbJsonLd.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs on the host', () => {
    const json = JSON.parse(
      breadcrumbJsonLd(
        [
          { name: 'Startseite', path: '/' },
          { name: 'Damenmode', path: '/damen-mode' },
          { name: 'Kleider', path: '/damen-mode/kleider' },
        ],
        'https://www.example-shop.de',
      ),
    );
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.example-shop.de/' },
        { '@type': 'ListItem', position: 2, name: 'Damenmode', item: 'https://www.example-shop.de/damen-mode' },
        { '@type': 'ListItem', position: 3, name: 'Kleider', item: 'https://www.example-shop.de/damen-mode/kleider' },
      ],
    });
  });

  it('cannot end the script element', () => {
    const json = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', path: '/x' }], 'https://shop.de');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
