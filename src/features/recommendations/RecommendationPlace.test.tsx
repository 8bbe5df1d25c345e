import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARN_INVALID_SERVICE, WARN_MISSING_TYPE } from './places.ts';
import { PLACEHOLDERS } from './RecommendationSkeleton.tsx';
import { RecommendationPlace } from './RecommendationPlace.tsx';

describe('RecommendationPlace', () => {
  afterEach(() => vi.restoreAllMocks());

  it('server-renders one placeholder slider per output group, each with 6 placeholders', () => {
    const { container } = render(<RecommendationPlace name="productDetailPage" />);
    const sliders = container.querySelectorAll('[data-reco-loading]');
    expect(sliders).toHaveLength(4);
    expect(sliders[0]!.querySelectorAll('li')).toHaveLength(PLACEHOLDERS);
    expect(sliders[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-reco-place="productDetailPage"]')).not.toBeNull();
  });

  it('drops into other pages by name with their outputs', () => {
    const { container } = render(<RecommendationPlace name="basket" parameters={[{ name: 'pid', value: 'P1,P2' }]} />);
    expect(container.querySelectorAll('[data-reco-loading]')).toHaveLength(2);
    expect(render(<RecommendationPlace name="thanks" />).container.querySelectorAll('[data-reco-loading]')).toHaveLength(1);
  });

  it('shows the wishlist place only with at least 3 wishlist products', () => {
    expect(render(<RecommendationPlace name="wishlist" wishlistCount={2} />).container.innerHTML).toBe('');
    expect(
      render(<RecommendationPlace name="wishlist" wishlistCount={3} />).container.querySelectorAll('[data-reco-loading]'),
    ).toHaveLength(2);
    expect(
      render(<RecommendationPlace name="content" recommendation={{ recommendationType: 'Wishlist' }} wishlistCount={1} />).container
        .innerHTML,
    ).toBe('');
  });

  it('does not render an invalid content recommendation and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(render(<RecommendationPlace name="content" recommendation={{ recommendationType: null }} />).container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(WARN_MISSING_TYPE);
    expect(render(<RecommendationPlace name="content" service={{ serviceId: 'homepage', outputId: '' }} />).container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(WARN_INVALID_SERVICE);
    const valid = render(
      <RecommendationPlace
        name="content"
        recommendation={{
          recommendationType: 'GK Air',
          displayType: 'Assortment Cards',
          outputId: '1',
          gkAirService: { serviceId: 'homepage' },
        }}
      />,
    );
    expect(valid.container.querySelector('[data-placement="assortment"]')).not.toBeNull();
  });

  it('lays the slider inside an inspiration item out in its own row of slides', () => {
    const service = { serviceId: 'homepage', outputId: '1' };
    expect(
      render(<RecommendationPlace name="content" service={service} inInspirationItem />).container.querySelector(
        '[data-placement="inspiration"]',
      ),
    ).not.toBeNull();
    expect(
      render(<RecommendationPlace name="content" service={service} />).container.querySelector('[data-placement="recommendation"]'),
    ).not.toBeNull();
  });
});
