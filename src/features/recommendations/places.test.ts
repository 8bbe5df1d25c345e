import { describe, expect, it } from 'vitest';
import { SLIDES_PER_VIEW } from '../../ui/slidesPerView.ts';
import {
  contentRecommendationWarning,
  gkAirInput,
  pickSlots,
  placeRequest,
  serviceRecommendationWarning,
  sliderPlacement,
  WARN_INVALID_SERVICE,
  WARN_MISSING_TYPE,
} from './places.ts';
import { productPageParameters } from './productPlace.ts';

describe('recommendation places', () => {
  it('ask the product page service with pid and cid = C + last breadcrumb id for outputs 1, 2, 3a, 3b and 4', () => {
    const request = placeRequest('productDetailPage', { parameters: productPageParameters('P100010', '10101') });
    expect(request.serviceId).toBe('productDetailPage');
    expect(request.parameters).toEqual([
      { name: 'pid', value: 'P100010' },
      { name: 'cid', value: 'C10101' },
    ]);
    const input = gkAirInput(request, { sessionId: 'a'.repeat(21), userId: null, trackingConsent: true, locale: 'de-DE' });
    expect(input.outputConfig.map((o) => o.outputId)).toEqual(['1', '2', '3a', '3b', '4']);
    expect(input).toMatchObject({ sessionId: 'a'.repeat(21), userId: null, trackingConsent: true, locale: 'de-DE' });
    expect(productPageParameters('P1', null)).toEqual([{ name: 'pid', value: 'P1' }]);
    expect(productPageParameters('P1', 'bc-10101')[1]).toEqual({ name: 'cid', value: 'C10101' });
  });

  it('take service, parameters and outputs of a content recommendation', () => {
    const request = placeRequest('content', { service: { serviceId: 'homepage', parameters: [{ name: 'x', value: '1' }], outputId: '2' } });
    expect(request).toEqual({ serviceId: 'homepage', parameters: [{ name: 'x', value: '1' }], outputs: [['2']] });
    expect(placeRequest('basket', {}).outputs).toEqual([['1'], ['2']]);
    expect(placeRequest('productDetailPage', { outputs: [['4'], ['1']] }).outputs).toEqual([['4'], ['1']]);
  });

  it('show per slider the first output with products (3a, else 3b), none for a slider without', () => {
    const outputs = [
      { outputId: '1', title: 'A', products: [1] },
      { outputId: '2', title: 'B', products: [] },
      { outputId: '3a', title: 'C', products: [] },
      { outputId: '3b', title: 'D', products: [2] },
    ];
    expect(pickSlots(outputs, [['1'], ['2'], ['3a', '3b'], ['4']]).map((o) => o?.outputId ?? null)).toEqual(['1', null, '3b', null]);
    expect(pickSlots([{ outputId: '3a', title: 'C', products: [3] }, ...outputs.slice(3)], [['3a', '3b']]).map((o) => o?.outputId)).toEqual(
      ['3a'],
    );
  });

  it('reject service recommendations without outputId, serviceId or parameter names (section 5)', () => {
    expect(serviceRecommendationWarning({ serviceId: 'homepage', outputId: '1', parameters: [{ name: 'pid', value: '1' }] })).toBeNull();
    expect(serviceRecommendationWarning({ serviceId: 'homepage', outputId: '' })).toBe(WARN_INVALID_SERVICE);
    expect(serviceRecommendationWarning({ serviceId: ' ', outputId: '1' })).toBe(WARN_INVALID_SERVICE);
    expect(serviceRecommendationWarning({ serviceId: 'homepage', outputId: '1', parameters: [{ name: '', value: 'x' }] })).toBe(
      WARN_INVALID_SERVICE,
    );
  });

  it('reject content recommendations without recommendationType', () => {
    expect(contentRecommendationWarning({ recommendationType: null })).toBe(WARN_MISSING_TYPE);
    expect(contentRecommendationWarning({ recommendationType: 'Wishlist' })).toBeNull();
    expect(
      contentRecommendationWarning({ recommendationType: 'GK Air', outputId: '1', gkAirService: { serviceId: 'homepage' } }),
    ).toBeNull();
    expect(contentRecommendationWarning({ recommendationType: 'GK Air', outputId: '1', gkAirService: null })).toBe(WARN_INVALID_SERVICE);
  });

  it('use the recommendation row for Reco Slider and the assortment row for Assortment Cards', () => {
    expect(sliderPlacement('Reco Slider')).toBe('recommendation');
    expect(sliderPlacement(null)).toBe('recommendation');
    expect(sliderPlacement('Assortment Cards')).toBe('assortment');
  });

  it('use the inspiration row (2.5 / 3.5 / 2 / 3 / 3) for a slider inside an inspiration item', () => {
    expect(sliderPlacement('Reco Slider', true)).toBe('inspiration');
    expect(sliderPlacement(null, true)).toBe('inspiration');
    expect(SLIDES_PER_VIEW[sliderPlacement(null, true)]).toEqual({ phone: 2.5, landscape: 3.5, tablet: 2, desktop: 3, wide: 3 });
  });
});
