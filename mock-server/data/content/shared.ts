import type {
  ContentItemAsset,
  ExternalLink,
  GkAirOutputConfig,
  GkAirParameter,
  GkAirService,
  InternalLink,
  LayoutColorPicker,
  Page,
  Recommendation,
  RecommendationGkAir,
} from '../../__generated__/content-resolvers.ts';
import { asset, cloudinary } from './assets.ts';
import { collection, entry, ref } from './model.ts';

// Small entries many pages link: palette colours, links, recommendation-service requests.

const colour = (id: string, name: string, value: string) =>
  entry<LayoutColorPicker>('LayoutColorPicker', id, { name, value }, '2026-01-15T09:00:00Z');

export const COLOURS = {
  beige: colour('colour-beige', 'Beige', '#f3ece2'),
  salbei: colour('colour-salbei', 'Salbei', '#dfe6d8'),
  nachtblau: colour('colour-nachtblau', 'Nachtblau', '#1f2f4a'),
  rost: colour('colour-rost', 'Rost', '#b5562c'),
  sale: colour('colour-sale', 'Sale-Rot', '#c8102e'),
};

/** A link to a page record; null outside preview while that page is a draft. */
export function pageLink(id: string, label: string, pageId: string): InternalLink {
  return entry<InternalLink>('InternalLink', id, { internalTitle: `Link: ${label}`, label, internalTarget: ref<Page>(pageId) });
}

export function externalLink(id: string, label: string, externalTarget: string | null, openInNewTab = false): ExternalLink {
  return entry<ExternalLink>('ExternalLink', id, { internalTitle: `Link: ${label}`, label, externalTarget, openInNewTab });
}

/** A shop path as link target: the front end navigates to it client-side. */
export const shopPath = (id: string, label: string, path: string) => externalLink(id, label, path);

export function gkAirService(
  id: string,
  serviceId: string | null,
  parameters: [string, string][],
  outputs: [string, string][],
): GkAirService {
  return entry<GkAirService>('GkAirService', id, {
    serviceId,
    parametersCollection: collection(
      parameters.map(([name, value], i) => entry<GkAirParameter>('GkAirParameter', `${id}-param-${i + 1}`, { name, value })),
    ),
    outputConfigCollection: collection(
      outputs.map(([outputId, imageType], i) =>
        entry<GkAirOutputConfig>('GkAirOutputConfig', `${id}-output-${i + 1}`, { outputId, imageType }),
      ),
    ),
  });
}

export function recommendationGkAir(id: string, service: GkAirService | null, outputId: string | null): RecommendationGkAir {
  return entry<RecommendationGkAir>('RecommendationGkAir', id, { internalTitle: `Empfehlung ${id}`, gkAirService: service, outputId });
}

export function recommendation(id: string, fields: Omit<Recommendation, '__typename' | 'sys'>): Recommendation {
  return entry<Recommendation>('Recommendation', id, fields);
}

/** An image as content item; 'Inline Asset' floats it in rich text. */
export function contentAsset(
  id: string,
  imageId: string,
  options: { alignment?: 'INLINE' | 'LEFT' | 'RIGHT'; inline?: boolean; cdn?: boolean } = {},
): ContentItemAsset {
  return entry<ContentItemAsset>('ContentItemAsset', id, {
    internalTitle: `Bild ${imageId}`,
    imageCloudinary: options.cdn ? cloudinary(imageId) : null,
    image: options.cdn ? null : asset(imageId),
    alignment: options.alignment ?? 'INLINE',
    type: options.inline ? 'Inline Asset' : null,
  });
}
