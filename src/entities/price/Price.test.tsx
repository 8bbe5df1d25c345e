import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, priceDisplay, ProductPrice } from './Price.tsx';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

const text = (ui: React.ReactNode) => render(<>{ui}</>).container.textContent;

describe('<Price>', () => {
  it("writes whole prices as 'X,-' where the shop family wants it, prices with cents as before", () => {
    const shown = (amount: number, old?: number) => (
      <VikeReactProviderPageContext pageContext={{ shop: { wholePricesAsDash: true } } as unknown as PageContext}>
        <Price locale="de-DE" amount={amount} old={old} currency="EUR" />
      </VikeReactProviderPageContext>
    );
    expect(text(shown(2000))).toBe('nur 20,-\u00a0€');
    expect(text(shown(2000, 3000))).toBe('jetzt nur 20,-\u00a0€statt 30,-\u00a0€');
    expect(text(shown(1999))).toBe('nur 19,99\u00a0€');
    expect(text(<Price locale="de-DE" amount={2000} currency="EUR" />)).toBe('nur 20,00\u00a0€');
  });

  it('shows an amount as an old price struck through in the old variants', () => {
    const { container } = render(<Price locale="de-DE" amount={7999} currency="EUR" variant="smallOld" />);
    expect(container.querySelector('s')?.textContent).toBe('statt 79,99\u00a0€');
    expect(
      render(<Price locale="de-DE" amount={4000} old={7999} currency="EUR" variant="old" />).container.querySelectorAll('s'),
    ).toHaveLength(1);
    expect(container.textContent).not.toContain('nur');
    expect(
      render(<Price locale="de-DE" amount={7999} currency="EUR" variant="old" />).container.querySelector('s[data-variant="old"]'),
    ).not.toBeNull();
  });

  it('leaves the prefix out when unstyled, and keeps the reduced display in every other variant', () => {
    expect(text(<Price locale="de-DE" amount={2999} currency="EUR" variant="unstyled" />)).toBe('29,99\u00a0€');
    for (const variant of ['atbDefault', 'atbReduced', 'large', 'xLarge', 'small', 'smallThick', 'total'] as const) {
      const { container } = render(<Price locale="de-DE" amount={2999} old={3999} range currency="EUR" variant={variant} />);
      expect(container.textContent).toBe('jetzt ab 29,99\u00a0€statt 39,99\u00a0€');
      expect(container.firstElementChild!.getAttribute('data-variant')).toBe(variant);
    }
  });
});

describe('<ProductPrice>', () => {
  it("renders a product's price fields as the lists always did: the lowest price, 'ab' for a range, the old price when reduced", () => {
    const html = (ui: React.ReactNode) => render(<>{ui}</>).container.innerHTML;
    const reduced = { currency: 'EUR', min: 2999, old: 3999, priceRange: true };
    expect(html(<ProductPrice locale="de-DE" price={reduced} />)).toBe(
      html(<Price locale="de-DE" amount={2999} old={3999} currency="EUR" range />),
    );
    expect(text(<ProductPrice locale="de-DE" price={reduced} />)).toBe('jetzt ab 29,99\u00a0€statt 39,99\u00a0€');
    expect(text(<ProductPrice locale="de-DE" price={{ currency: 'EUR', min: 1999, old: 0, priceRange: false }} />)).toBe(
      'nur 19,99\u00a0€',
    );
  });
});

describe('priceDisplay', () => {
  it('shows the old price only when it is above 0 and above the current price', () => {
    expect(priceDisplay(4000, 7999, false).reduced).toBe(true);
    expect(priceDisplay(4000, 0, false).reduced).toBe(false);
    expect(priceDisplay(4000, 4000, false).reduced).toBe(false);
    expect(priceDisplay(4000, 3000, false).reduced).toBe(false);
    expect(priceDisplay(4000, null, false).reduced).toBe(false);
  });
  it("prefixes 'ab' for a range, else 'nur'", () => {
    expect(priceDisplay(4000, 0, true).prefix).toBe('ab');
    expect(priceDisplay(4000, 0, false).prefix).toBe('nur');
  });
});
