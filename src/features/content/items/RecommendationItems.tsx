import { css, cx } from '@linaria/core';
import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import { media as mq } from '../../../ui/breakpoints.ts';
import { useHydrateNearScreen } from '../../../ui/lazy/useHydrateNearScreen.ts';
import type { RecommendationItems_gkAir$key } from './__generated__/RecommendationItems_gkAir.graphql.ts';
import type { RecommendationItems_inspiration$key } from './__generated__/RecommendationItems_inspiration.graphql.ts';
import type { RecommendationItems_outfit$key } from './__generated__/RecommendationItems_outfit.graphql.ts';
import type { RecommendationItems_recommendation$key } from './__generated__/RecommendationItems_recommendation.graphql.ts';
import type { RecommendationItems_service$key } from './__generated__/RecommendationItems_service.graphql.ts';
import { ContentImage } from '../ContentImage.tsx';
import { ContentLink } from '../ContentLink.tsx';
import type { ImageSource } from '../images.ts';
import { ShopBridgeContext, type GkAirRequest, type RecommendationSlotProps } from '../shopBridge.ts';
import { checkGkAir, checkInspirationItem, checkRecommendation, type GkAirData } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { boxTitle, colored, layoutColor } from './styles.ts';

const ServiceFragment = graphql`
  fragment RecommendationItems_service on GkAirService {
    serviceId
    parametersCollection {
      items {
        name
        value
      }
    }
    outputConfigCollection {
      items {
        outputId
        imageType
      }
    }
  }
`;

/** The request for checks (GkAirData) and for the recommendation slot (GkAirRequest). */
function useGkAir(service: RecommendationItems_service$key | null | undefined, outputId: string | null | undefined) {
  const data = useFragment(ServiceFragment, service ?? null);
  if (!data) return { check: null as GkAirData | null, request: null };
  const check: GkAirData = { outputId, serviceId: data.serviceId, parameterNames: data.parametersCollection.items.map((p) => p.name) };
  const request: GkAirRequest = {
    serviceId: data.serviceId ?? '',
    outputId: outputId ?? '',
    parameters: data.parametersCollection.items.map((p) => ({ name: p.name ?? '', value: p.value ?? '' })),
    outputConfig: data.outputConfigCollection.items.map((o) => ({ outputId: o.outputId ?? '', imageType: o.imageType ?? '' })),
  };
  return { check, request };
}

/** Where the recommendations feature renders products; nothing when the page gives none. */
function RecommendationSlot(props: RecommendationSlotProps) {
  const { Recommendations } = useContext(ShopBridgeContext);
  return Recommendations ? <Recommendations {...props} /> : null;
}

/** A recommendation slider or assortment cards ('GK Air' service or the wishlist). */
export function RecommendationItem({ item }: { item: RecommendationItems_recommendation$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationItems_recommendation on Recommendation {
        sys {
          id
        }
        recommendationType
        displayType
        outputId
        gkAirService {
          ...RecommendationItems_service
        }
      }
    `,
    item,
  );
  const gkAir = useGkAir(data.gkAirService, data.outputId);
  if (rejected(checkRecommendation({ recommendationType: data.recommendationType, gkAir: gkAir.check }), data.sys.id)) return null;
  const display = data.displayType === 'Assortment Cards' ? 'assortmentCards' : 'slider';
  if (data.recommendationType === 'Wishlist')
    return <RecommendationSlot source={{ kind: 'wishlist' }} placement="page" display={display} />;
  if (!gkAir.request) return null;
  return <RecommendationSlot source={{ kind: 'gkAir', request: gkAir.request }} placement="page" display={display} />;
}

/** A recommendation-service request as a page item: a recommendation slider. */
export function RecommendationGkAirItem({
  item,
  placement = 'page',
}: {
  item: RecommendationItems_gkAir$key;
  placement?: RecommendationSlotProps['placement'];
}) {
  const data = useFragment(
    graphql`
      fragment RecommendationItems_gkAir on RecommendationGkAir {
        sys {
          id
        }
        outputId
        gkAirService {
          ...RecommendationItems_service
        }
      }
    `,
    item,
  );
  const gkAir = useGkAir(data.gkAirService, data.outputId);
  if (rejected(checkGkAir(gkAir.check), data.sys.id) || !gkAir.request) return null;
  return <RecommendationSlot source={{ kind: 'gkAir', request: gkAir.request }} placement={placement} display="slider" />;
}

/** An inspiration block: headline, text, 2, 3 or more images, link and a recommendation carousel. */
export function InspirationItem({ item }: { item: RecommendationItems_inspiration$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationItems_inspiration on InspirationItem {
        sys {
          id
        }
        headline
        text
        image1Cloudinary {
          secure_url
          width
          height
          alt
        }
        image2Cloudinary {
          secure_url
          width
          height
          alt
        }
        image3Cloudinary {
          secure_url
          width
          height
          alt
        }
        imagesCollection {
          items {
            sys {
              id
            }
            url
            description
            width
            height
          }
        }
        layoutColorPicker {
          name
        }
        link {
          ...ContentLink_link
        }
        recommendationGkAir {
          outputId
          gkAirService {
            ...RecommendationItems_service
          }
          ...RecommendationItems_gkAir
        }
      }
    `,
    item,
  );
  const gkAir = useGkAir(data.recommendationGkAir?.gkAirService, data.recommendationGkAir?.outputId);
  // A large block (images, text, a product slider): away from the screen it hydrates when it comes near.
  const near = useHydrateNearScreen();
  const cdn = [data.image1Cloudinary?.[0], data.image2Cloudinary?.[0], data.image3Cloudinary?.[0]].filter((i) => !!i);
  const images: { key: string; source: ImageSource; alt: string; width: number | null; height: number | null }[] =
    cdn.length > 0
      ? cdn.map((i) => ({
          key: i.secure_url,
          source: { kind: 'cdn', url: i.secure_url },
          alt: i.alt ?? '',
          width: i.width ?? null,
          height: i.height ?? null,
        }))
      : data.imagesCollection.items
          .filter((i) => !!i.url)
          .map((i) => ({
            key: i.sys.id,
            source: { kind: 'asset', url: i.url! },
            alt: i.description ?? '',
            width: i.width ?? null,
            height: i.height ?? null,
          }));
  const warning = checkInspirationItem({
    headline: data.headline,
    text: data.text,
    imageCount: images.length,
    gkAir: data.recommendationGkAir ? (gkAir.check ?? { outputId: null, serviceId: null, parameterNames: [] }) : null,
  });
  if (rejected(warning, data.sys.id)) return null;
  const count = images.length === 2 || images.length === 3 ? String(images.length) : 'n';
  return (
    <section
      className={cx(inspiration, colored)}
      data-color={layoutColor(data.layoutColorPicker?.name)}
      aria-label={data.headline ?? undefined}
      data-testid="inspiration-item"
      {...near}
    >
      <div className={gallery} data-count={count}>
        {images.map((image, index) => (
          <ContentImage
            key={image.key}
            source={image.source}
            alt={image.alt}
            width={image.width}
            height={image.height}
            ratio="3:4"
            sizes={count !== 'n' && index === 0 ? `${mq.desktop} 50vw, 100vw` : `${mq.desktop} 25vw, 50vw`}
            // The first image is eager where this item leads the page (its largest paint); the others wait.
            eager={index === 0 ? undefined : false}
          />
        ))}
      </div>
      <div className={inspirationText}>
        <h2 className={boxTitle}>{data.headline}</h2>
        <p>{data.text}</p>
        <ContentLink link={data.link} />
      </div>
      {data.recommendationGkAir && <RecommendationGkAirItem item={data.recommendationGkAir} placement="inspiration" />}
    </section>
  );
}

/** An outfit: image, headline, description and the outfit's products from the recommendation service. */
export function OutfitItem({ item }: { item: RecommendationItems_outfit$key }) {
  const data = useFragment(
    graphql`
      fragment RecommendationItems_outfit on OutfitItem {
        sys {
          id
        }
        headline
        description
        image {
          url
          description
          width
          height
        }
        imageCloudinary {
          secure_url
          width
          height
          alt
        }
        recommendationGkAir {
          ...RecommendationItems_gkAir
        }
      }
    `,
    item,
  );
  // A large block (an image, a product slider): away from the screen it hydrates when it comes near.
  const near = useHydrateNearScreen();
  const cdn = data.imageCloudinary?.[0];
  const image = cdn
    ? { source: { kind: 'cdn' as const, url: cdn.secure_url }, alt: cdn.alt ?? '', width: cdn.width, height: cdn.height }
    : data.image?.url
      ? {
          source: { kind: 'asset' as const, url: data.image.url },
          alt: data.image.description ?? '',
          width: data.image.width,
          height: data.image.height,
        }
      : null;
  if (!data.headline || !image) return null;
  return (
    <section className={outfit} aria-label={data.headline} data-testid="outfit-item" {...near}>
      <ContentImage
        source={image.source}
        alt={image.alt}
        width={image.width}
        height={image.height}
        ratio="3:4"
        sizes={`${mq.tablet} 40vw, 100vw`}
      />
      <div>
        <h2 className={boxTitle}>{data.headline}</h2>
        {data.description && <p>{data.description}</p>}
        {data.recommendationGkAir && <RecommendationGkAirItem item={data.recommendationGkAir} placement="outfit" />}
      </div>
    </section>
  );
}

const inspiration = css`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-6) 0;
  padding: var(--space-4);
  border-radius: var(--radius-l);
  @media ${mq.desktop} {
    grid-template-columns: 2fr 1fr;
    align-items: center;
    & > :last-child:not(:nth-child(2)) {
      grid-column: 1 / -1;
    }
  }
`;
const gallery = css`
  display: grid;
  gap: var(--space-2);
  grid-template-columns: repeat(2, 1fr);
  & img {
    border-radius: var(--radius-m);
  }
  &[data-count='3'] {
    grid-template-columns: 2fr 1fr;
    grid-template-rows: repeat(2, auto);
    & img:first-child {
      grid-row: span 2;
      height: 100%;
    }
  }
  &[data-count='n'] {
    grid-template-columns: repeat(2, 1fr);
    @media ${mq.tablet} {
      grid-template-columns: repeat(4, 1fr);
    }
  }
`;
const inspirationText = css`
  & p {
    line-height: 1.6;
  }
  & a {
    color: inherit;
    font-weight: 700;
  }
`;
const outfit = css`
  display: grid;
  gap: var(--space-5);
  margin: var(--space-6) 0;
  @media ${mq.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  & img {
    border-radius: var(--radius-l);
  }
`;
