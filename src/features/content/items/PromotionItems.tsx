import { css, cx } from '@linaria/core';
import { useContext, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import type { Promotion } from '../../../shop/analytics/index.ts';
import {
  PROMOTION_ATTRIBUTE,
  promotionPosition,
  trackPromotionClick,
  trackPromotionImpression,
} from '../../../shop/analytics/promotionTracking.ts';
import { withBasePath } from '../../../shop/page/runtime.ts';
import { Carousel } from '../../../ui/Carousel.tsx';
import { media as mq } from '../../../ui/breakpoints.ts';
import { Link } from '../../../ui/Link.tsx';
import { linkKind } from '../../../ui/linkRules.ts';
import { useOnceVisible } from '../../../ui/lazy/useOnceVisible.ts';
import type { PromotionItems_card$key } from './__generated__/PromotionItems_card.graphql.ts';
import type { PromotionItems_carousel$key } from './__generated__/PromotionItems_carousel.graphql.ts';
import type { PromotionItems_categoryTile$key } from './__generated__/PromotionItems_categoryTile.graphql.ts';
import type { PromotionItems_promotion$data, PromotionItems_promotion$key } from './__generated__/PromotionItems_promotion.graphql.ts';
import { ContentImage, ratioBox } from '../ContentImage.tsx';
import { useContentLink } from '../ContentLink.tsx';
import { promotionClickHref, promotionHref } from '../links.ts';
import { cardDisplayType, cardImageAlt, checkCard, type CardDisplayType } from '../validation.ts';
import { ShopBridgeContext } from '../shopBridge.ts';
import { rejected } from '../warnings.ts';
import { Eyecatcher } from './Eyecatcher.tsx';
import { LegalHintLink } from './LegalHintLink.tsx';
import { AssetSetItem } from './MediaItems.tsx';
import { colored, layoutColor } from './styles.ts';
import { useContentTexts } from '../texts.ts';

const PromotionFragment = graphql`
  fragment PromotionItems_promotion on PromotionCard {
    sys {
      id
    }
    _id
    title
    text
    callToAction
    pinnedProductIDs
    link {
      ...ContentLink_link
    }
    categoryImageLink {
      categoryPath
      productId
      image {
        url
        description
        width
        height
      }
    }
    image {
      url
      description
      width
      height
    }
    layoutColorPicker {
      name
    }
    eyecatcher {
      ...Eyecatcher_eyecatcher
    }
    legalHint: hint {
      id
    }
  }
`;

/** A promotion in one of the card display types; the card is one link to the promotion. */
export function CardItem({ item, sizes }: { item: PromotionItems_card$key; sizes?: string }) {
  const data = useFragment(
    graphql`
      fragment PromotionItems_card on Card {
        sys {
          id
        }
        displayType
        imageAspectRatio
        promotion {
          ...PromotionItems_promotion
        }
      }
    `,
    item,
  );
  return (
    <PromotionCard
      id={data.sys.id}
      promotion={data.promotion}
      displayType={cardDisplayType(data.displayType)}
      ratio={data.imageAspectRatio ?? '3:4'}
      sizes={sizes}
    />
  );
}

/** A promotion placed directly on a page: shown as a DEFAULT card. */
export function PromotionCardItem({ item }: { item: PromotionItems_promotion$key }) {
  return <PromotionCard id={null} promotion={item} displayType="DEFAULT" ratio="3:4" />;
}

interface CardProps {
  id: string | null;
  promotion: PromotionItems_promotion$key | null | undefined;
  displayType: CardDisplayType;
  ratio: string;
  sizes?: string;
}

function PromotionCard({ id, promotion, displayType, ratio, sizes = `${mq.desktop} 25vw, 60vw` }: CardProps) {
  const data = useFragment(PromotionFragment, promotion ?? null);
  const { CategoryImage } = useContext(ShopBridgeContext);
  const link = useContentLink(data?.link);
  const href = data
    ? promotionHref({ link: link?.href ?? null, pinnedProductIds: data.pinnedProductIDs, automated: data.categoryImageLink })
    : null;
  const hasImage = !!(data?.image?.url || data?.categoryImageLink?.image?.url || (CategoryImage && data?.categoryImageLink?.productId));
  const warning = checkCard({ displayType, hasPromotion: !!data, href, hasImage, title: data?.title });
  const ref = useRef<HTMLElement>(null);
  const tracked = (): Promotion => ({
    id: data?._id ?? data?.sys.id ?? id ?? '',
    name: data?.title ?? '',
    creative: displayType,
    position: promotionPosition(ref.current),
  });
  useOnceVisible(ref, () => trackPromotionImpression(tracked()));
  if (rejected(warning, id ?? data?.sys.id) || !data) return null;
  const title = data.title ?? '';
  // The card's image, else the category image link's: the editor's, else the automated product's.
  const own = data.image?.url ? data.image : data.categoryImageLink?.image?.url ? data.categoryImageLink.image : null;
  const imageRatio = displayType === 'COMPACT' ? '1:1' : ratio;
  const imageSizes = displayType === 'COMPACT' ? '120px' : sizes;
  const automatedId = data.categoryImageLink?.productId;
  const image = own?.url ? (
    <ContentImage
      source={{ kind: 'asset', url: own.url }}
      alt={cardImageAlt(own.description, title)}
      width={own.width}
      height={own.height}
      ratio={imageRatio}
      sizes={imageSizes}
    />
  ) : CategoryImage && automatedId ? (
    <span className={cx(lookedUpImage, ratioBox)} data-ratio={imageRatio}>
      <CategoryImage productId={automatedId} categoryId={null} alt={title} sizes={imageSizes} />
    </span>
  ) : null;
  const body = cardBody(displayType, data);
  return (
    <article
      ref={ref}
      className={cx(card, colored)}
      data-display={displayType}
      data-color={layoutColor(data.layoutColorPicker?.name)}
      data-testid="promotion-card"
      {...{ [PROMOTION_ATTRIBUTE]: '' }}
    >
      <PromotionLink
        href={href}
        promotionId={data._id}
        label={displayType === 'ASSET_ONLY' ? title : undefined}
        onClick={() => trackPromotionClick(tracked())}
      >
        {image && (
          <span className={media}>
            {image}
            {data.eyecatcher && <Eyecatcher eyecatcher={data.eyecatcher} />}
          </span>
        )}
        {body}
      </PromotionLink>
      {data.legalHint?.id && <LegalHintLink id={data.legalHint.id} />}
    </article>
  );
}

function cardBody(displayType: CardDisplayType, data: PromotionItems_promotion$data): ReactNode {
  if (displayType === 'ASSET_ONLY') return null;
  const title = data.title && <span className={cardTitle}>{data.title}</span>;
  if (displayType === 'CALL_TO_ACTION') {
    return (
      <span className={text}>
        {title}
        <span className={cta}>{data.callToAction ?? data.text}</span>
      </span>
    );
  }
  return (
    <span className={text}>
      {title}
      {data.text && displayType !== 'COMPACT' && <span>{data.text}</span>}
      {data.callToAction && (displayType === 'DEFAULT' || displayType === 'CUSTOM' || displayType === 'BOX') && (
        <span className={ctaLink}>{data.callToAction} ›</span>
      )}
    </span>
  );
}

/**
 * The link of a promotion: the resolved href (pinned products); promotionId is appended when it
 * is clicked (pressed or activated by key, before the router reads the link), so the href that
 * is shown and crawled stays without it. Internal targets navigate client-side.
 */
function PromotionLink({
  href,
  promotionId,
  label,
  onClick,
  children,
}: {
  href: string | null;
  promotionId: string | null | undefined;
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { basePath, shop } = usePageContext();
  if (!href) return <span className={cardLink}>{children}</span>;
  const kind = linkKind(href, shop.host);
  if (kind === 'unsafe') return <span className={cardLink}>{children}</span>;
  const shown = kind === 'internal' ? withBasePath(basePath, href) : href;
  const clicked =
    kind === 'internal' ? withBasePath(basePath, promotionClickHref(href, promotionId)) : promotionClickHref(href, promotionId);
  const mark = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.setAttribute('href', clicked);
  };
  return (
    <a
      className={cardLink}
      href={shown}
      rel={kind === 'external' ? 'noopener noreferrer' : undefined}
      aria-label={label || undefined}
      data-promotion-id={promotionId ?? undefined}
      onClick={onClick}
      onPointerDown={mark}
      onKeyDown={(event) => {
        if (event.key === 'Enter') mark(event);
      }}
    >
      {children}
    </a>
  );
}

/** Promotion cards in a carousel: 2.5 / 3.5 / 4.5 / 6 per view. */
export function PromotionCarouselItem({ item }: { item: PromotionItems_carousel$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment PromotionItems_carousel on PromotionCarousel {
        headline
        cardsCollection {
          items {
            sys {
              id
            }
            ...PromotionItems_card
          }
        }
      }
    `,
    item,
  );
  const cards = data.cardsCollection.items;
  if (cards.length === 0) return null;
  return (
    <section className={carouselSection} aria-label={data.headline ?? t.contentPromotionsLabel()}>
      {data.headline && <h2 className={sectionTitle}>{data.headline}</h2>}
      <Carousel label={data.headline ?? t.contentPromotionsLabel()} placement="promotion" itemLabel={t.contentPromotionLabel()}>
        {cards.map((card) => (
          <CardItem key={card.sys.id} item={card} sizes={`${mq.desktop} 16vw, ${mq.tablet} 22vw, 40vw`} />
        ))}
      </Carousel>
    </section>
  );
}

/** A tile leading to a shop category: headline, image, text, eyecatcher. */
export function CategoryTileItem({ item }: { item: PromotionItems_categoryTile$key }) {
  const data = useFragment(
    graphql`
      fragment PromotionItems_categoryTile on CategoryTile {
        sys {
          id
        }
        headline
        text
        asset {
          ...MediaItems_assetSet
        }
        eyecatcher {
          ...Eyecatcher_eyecatcher
        }
        category {
          title
          categoryImageLink {
            categoryId
            categoryPath
            productId
            image {
              url
              description
              width
              height
            }
          }
          assetSet {
            ...MediaItems_assetSet
          }
          imageCloudinary {
            secure_url
            width
            height
            alt
          }
          image {
            url
            description
            width
            height
          }
        }
      }
    `,
    item,
  );
  const { CategoryImage, categoryPath } = useContext(ShopBridgeContext);
  const category = data.category;
  const imageLink = category?.categoryImageLink;
  const resolvedPath = useCategoryPath(imageLink?.categoryPath ? null : (imageLink?.categoryId ?? null), categoryPath);
  const path = imageLink?.categoryPath ?? resolvedPath;
  // A link that names only the category id becomes a link once the shop knows its path.
  if (!path && !(imageLink?.categoryId && categoryPath)) return null;
  const headline = data.headline ?? category?.title ?? '';
  const cdn = category?.imageCloudinary?.[0];
  // The category's own image, else its image link's (the editor's).
  const asset = category?.image?.url ? category.image : imageLink?.image?.url ? imageLink.image : null;
  const sizes = `${mq.desktop} 25vw, 50vw`;
  const picture = data.asset ? (
    <AssetSetItem item={data.asset} sizes={sizes} />
  ) : category?.assetSet ? (
    <AssetSetItem item={category.assetSet} sizes={sizes} />
  ) : cdn ? (
    <ContentImage
      source={{ kind: 'cdn', url: cdn.secure_url }}
      alt={cardImageAlt(cdn.alt, headline)}
      width={cdn.width}
      height={cdn.height}
      ratio="4:3"
      sizes={sizes}
    />
  ) : asset?.url ? (
    <ContentImage
      source={{ kind: 'asset', url: asset.url }}
      alt={cardImageAlt(asset.description, headline)}
      width={asset.width}
      height={asset.height}
      ratio="4:3"
      sizes={sizes}
    />
  ) : CategoryImage && imageLink?.categoryId ? (
    // The category's first shop product lends its image (in the stored listing sort); its box is
    // kept meanwhile, so nothing moves when it arrives.
    <span className={cx(lookedUpImage, ratioBox)} data-ratio="4:3">
      <CategoryImage productId={null} categoryId={imageLink.categoryId} alt={headline} sizes={sizes} />
    </span>
  ) : null;
  const content = (
    <>
      <span className={media}>
        {picture}
        {data.eyecatcher && <Eyecatcher eyecatcher={data.eyecatcher} />}
      </span>
      <span className={cardTitle}>{headline}</span>
      {data.text && <span className={tileText}>{data.text}</span>}
    </>
  );
  return path ? (
    <Link className={tile} href={path} data-testid="category-tile">
      {content}
    </Link>
  ) : (
    <span className={tile} data-testid="category-tile">
      {content}
    </span>
  );
}

/** The shop's path of a category known only by id; null until it is known (and on the server). */
function useCategoryPath(categoryId: string | null, resolve: ((categoryId: string) => Promise<string | null>) | undefined): string | null {
  const [resolved, setResolved] = useState<{ id: string; path: string | null } | null>(null);
  useEffect(() => {
    if (!categoryId || !resolve) return;
    let current = true;
    void resolve(categoryId).then(
      (path) => {
        if (current) setResolved({ id: categoryId, path });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [categoryId, resolve]);
  return resolved && resolved.id === categoryId ? resolved.path : null;
}

const card = css`
  position: relative;
  height: 100%;
  border-radius: var(--radius-l);
  overflow: hidden;
  &[data-display='BOX'] {
    padding: var(--space-4);
  }
  &[data-display='PLAIN'],
  &[data-display='ASSET_ONLY'],
  &[data-display='INSPIRATION'] {
    background: transparent;
  }
`;
const cardLink = css`
  display: grid;
  /* The card's width, not its longest word's: a long word wraps inside the card (global overflow-wrap). */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-2);
  color: inherit;
  text-decoration: none;
  [data-display='COMPACT'] > & {
    grid-template-columns: 7.5rem minmax(0, 1fr);
    align-items: center;
  }
  [data-display='INSPIRATION'] > & {
    position: relative;
  }
`;
const lookedUpImage = css`
  display: block;
  background: var(--color-surface);
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const media = css`
  position: relative;
  display: block;
  & img {
    width: 100%;
  }
  & picture {
    margin: 0;
  }
`;
const text = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-1);
  padding: 0 var(--space-3) var(--space-3);
  [data-display='INSPIRATION'] & {
    position: absolute;
    inset: auto 0 0;
    padding: var(--space-4);
    background: linear-gradient(transparent, color-mix(in srgb, var(--color-text) 70%, transparent));
    color: var(--color-background);
  }
  [data-display='PLAIN'] &,
  [data-display='COMPACT'] & {
    padding: 0;
  }
`;
const cardTitle = css`
  font-family: var(--font-heading);
  font-weight: 700;
  font-size: 1.125rem;
  hyphens: auto;
`;
const cta = css`
  font-weight: 700;
`;
const ctaLink = css`
  font-weight: 700;
  text-decoration: underline;
`;
const carouselSection = css`
  margin: var(--space-6) 0;
`;
const sectionTitle = css`
  margin: 0 0 var(--space-4);
  font-family: var(--font-heading);
`;
const tile = css`
  display: grid;
  gap: var(--space-2);
  color: inherit;
  text-decoration: none;
  & img {
    width: 100%;
    border-radius: var(--radius-l);
  }
`;
const tileText = css`
  color: var(--color-muted);
`;
