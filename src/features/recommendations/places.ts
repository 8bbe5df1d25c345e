import type { SliderPlacement } from '../../ui/slidesPerView.ts';

// The named places a page can fill with recommendations, and what each asks the recommendation
// service for (section 7: gkAir; section 4: recommendation list kinds; section 9: list positions).

/** Recommendation list kinds of section 4 (analytics). */
export type RecommendationListKind = 'outfit' | 'add_to_basket' | 'miniPDP' | 'basket_nali' | 'wishlist' | 'gk_air';
/** List positions of section 9 (analytics). */
export type ListPosition = 'basket' | 'basketNaliRemove' | 'belowAtb' | 'homepage';
/** Content display types (section 3). */
export type DisplayType = 'Reco Slider' | 'Assortment Cards';

export interface PlaceConfig {
  serviceId: string;
  /** Sliders in order; each lists its output ids, the first one with products is shown. */
  outputs: readonly (readonly string[])[];
  listKind: RecommendationListKind;
  listPosition?: ListPosition;
  /** Wishlist places show only with this many products on the wishlist (section 5). */
  minWishlistProducts?: number;
}

export const PLACES = {
  productDetailPage: { serviceId: 'productDetailPage', outputs: [['1'], ['2'], ['3a', '3b'], ['4']], listKind: 'gk_air' },
  basket: { serviceId: 'basket', outputs: [['1'], ['2']], listKind: 'gk_air', listPosition: 'basket' },
  basketNaliRemove: { serviceId: 'basket', outputs: [['1']], listKind: 'basket_nali', listPosition: 'basketNaliRemove' },
  thanks: { serviceId: 'thanks', outputs: [['1']], listKind: 'gk_air' },
  wishlist: { serviceId: 'wishlist', outputs: [['1'], ['2']], listKind: 'wishlist', minWishlistProducts: 3 },
  homepage: { serviceId: 'homepage', outputs: [['1'], ['2']], listKind: 'gk_air', listPosition: 'homepage' },
  searchResultPage: { serviceId: 'searchResultPage', outputs: [['1']], listKind: 'gk_air' },
  /** A content item's RecommendationGkAir: service, parameters and output come from the content. */
  content: { serviceId: '', outputs: [], listKind: 'gk_air' },
  /** An outfit item: the outfit's products under the recommendation's title. */
  outfit: { serviceId: '', outputs: [], listKind: 'outfit' },
} as const satisfies Record<string, PlaceConfig>;

export type PlaceName = keyof typeof PLACES;

/** Wishlist places need at least 3 wishlist products (section 9). */
export const WISHLIST_RECOMMENDATION_MINIMUM = 3;

export interface GkAirParameter {
  name: string;
  value: string;
}

/** A service recommendation as content delivers it (RecommendationGkAir, section 3). */
export interface ServiceRecommendation {
  serviceId?: string | null;
  parameters?: readonly { name?: string | null; value?: string | null }[] | null;
  outputConfig?: readonly { outputId: string; imageType?: string | null }[] | null;
  outputId?: string | null;
}

export const WARN_INVALID_SERVICE = 'GK Air Recommendation with missing service/outputId detected';
export const WARN_MISSING_TYPE = 'Recommendation with missing recommendationType detected';

/** Section 5: non-empty outputId and serviceId and a name on every parameter; else a warning. */
export function serviceRecommendationWarning(r: ServiceRecommendation): string | null {
  const ok = !!r.outputId?.trim() && !!r.serviceId?.trim() && (r.parameters ?? []).every((p) => !!p.name?.trim());
  return ok ? null : WARN_INVALID_SERVICE;
}

/** A content Recommendation (section 3): without recommendationType it is not rendered. */
export interface ContentRecommendation {
  recommendationType?: 'GK Air' | 'Wishlist' | string | null;
  displayType?: DisplayType | string | null;
  outputId?: string | null;
  gkAirService?: Omit<ServiceRecommendation, 'outputId'> | null;
}

export function contentRecommendationWarning(r: ContentRecommendation): string | null {
  if (!r.recommendationType) return WARN_MISSING_TYPE;
  if (r.recommendationType === 'Wishlist') return null;
  return serviceRecommendationWarning({ ...r.gkAirService, outputId: r.outputId });
}

/**
 * Reco Slider uses the recommendation row of the slides-per-view table, Assortment Cards its own;
 * a slider inside an inspiration item shares the row with the item's images, so it has a row of its own.
 */
export function sliderPlacement(displayType: DisplayType | string | null | undefined, inInspirationItem = false): SliderPlacement {
  if (displayType === 'Assortment Cards') return 'assortment';
  return inInspirationItem ? 'inspiration' : 'recommendation';
}

export interface PlaceRequest {
  serviceId: string;
  parameters: GkAirParameter[];
  outputs: readonly (readonly string[])[];
}

/** What a place asks for: its own config, overridden by the page's or the content's values. */
export function placeRequest(
  name: PlaceName,
  {
    parameters = [],
    outputs,
    service,
  }: { parameters?: readonly GkAirParameter[]; outputs?: readonly (readonly string[])[]; service?: ServiceRecommendation },
): PlaceRequest {
  const config: PlaceConfig = PLACES[name];
  if (service) {
    const serviceOutputs = service.outputConfig?.length ? service.outputConfig.map((o) => [o.outputId]) : [[service.outputId ?? '']];
    return {
      serviceId: service.serviceId ?? '',
      parameters: [...(service.parameters ?? []).map((p) => ({ name: p.name ?? '', value: p.value ?? '' })), ...parameters],
      outputs: outputs ?? serviceOutputs,
    };
  }
  return { serviceId: config.serviceId, parameters: [...parameters], outputs: outputs ?? config.outputs };
}

/** Who asks: the recommendation session and user ids and the tracking consent. */
export interface Visitor {
  sessionId: string | null;
  userId: string | null;
  trackingConsent: boolean;
}

export interface GkAirRequestInput {
  serviceId: string;
  parameters: GkAirParameter[];
  outputConfig: { outputId: string }[];
  sessionId: string | null;
  userId: string | null;
  trackingConsent: boolean;
  locale: string;
}

/** The gkAir input for a place: one request for all of its outputs. */
export function gkAirInput(
  request: PlaceRequest,
  visitor: { sessionId: string | null; userId: string | null; trackingConsent: boolean; locale: string },
): GkAirRequestInput {
  return {
    serviceId: request.serviceId,
    parameters: request.parameters,
    outputConfig: request.outputs.flat().map((outputId) => ({ outputId })),
    ...visitor,
  };
}

export interface OutputLike<P> {
  outputId: string;
  title: string | null | undefined;
  products: readonly P[];
}

/** Per slider (group of output ids) the first of its outputs that has products (3a, else its fallback 3b); null: none has any. */
export function pickSlots<P, O extends OutputLike<P>>(outputs: readonly O[], groups: readonly (readonly string[])[]): (O | null)[] {
  const byId = new Map(outputs.map((o) => [o.outputId, o]));
  return groups.map((group) => group.map((id) => byId.get(id)).find((o) => o !== undefined && o.products.length > 0) ?? null);
}
