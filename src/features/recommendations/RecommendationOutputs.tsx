import { Fragment, startTransition, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMutation, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { usePageContext } from 'vike-react/usePageContext';
import { track, type AnalyticsProduct } from '../../shop/analytics/index.ts';
import { css } from '@linaria/core';
import type { SkipTarget } from '../../shop/context/skipTargets.ts';
import { layoutTexts } from '../../ui/layoutTexts.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { focusAndCentre } from '../../ui/focusCentre.ts';
import { Link } from '../../ui/Link.tsx';
import { useBelowScreen } from '../../ui/lazy/useBelowScreen.ts';
import type { SliderPlacement } from '../../ui/slidesPerView.ts';
import type { RecommendationsQuery as QueryType, RecommendationsQuery$data } from './__generated__/RecommendationsQuery.graphql.ts';
import type { RecommendationTrackClickMutation as ClickMutationType } from './__generated__/RecommendationTrackClickMutation.graphql.ts';
import type { RecommendationTrackCategoryClickMutation as CategoryClickMutationType } from './__generated__/RecommendationTrackCategoryClickMutation.graphql.ts';
import {
  categoryClickVariables,
  clickTrackingVariables,
  leadingCategory,
  listDetailsOf,
  recommendationAnalyticsProduct,
} from './clickTracking.ts';
import { gkAirInput, pickSlots, PLACES, type PlaceName, type PlaceRequest, type Visitor } from './places.ts';
import { RecommendationsQuery } from './RecommendationsQuery.ts';
import { RecommendationTrackCategoryClickMutation } from './RecommendationTrackCategoryClickMutation.ts';
import { RecommendationTrackClickMutation } from './RecommendationTrackClickMutation.ts';
import { RecommendationTile, type RecommendedProduct } from './RecommendationTile.tsx';
import { cacheKey, readCached, writeCached } from './sessionCache.ts';
import { recoTexts } from './texts.ts';
import { heading, headingRow, moreLink } from './tileLayout.ts';

type Output = RecommendationsQuery$data['gkAir'][number];

/** The list type of every recommendation tile (section 9). */
const RECOMMENDATION_LIST = 'recommendation';

/** A link out of a carousel names its output ('reco'), so the page it leads to knows where the shopper came from. */
const recoLink = (path: string, outputId: string) => `${path}${path.includes('?') ? '&' : '?'}reco=${encodeURIComponent(outputId)}`;

interface Props {
  name: PlaceName;
  request: PlaceRequest;
  placement: SliderPlacement;
  title?: string;
  /** Inspiration items: the tiles show sale badges only. */
  saleBadgesOnly?: boolean;
  /** One slider's placeholder: each slider's is shown until the first answer (none cached) and until the carousels are to be shown. */
  placeholder: ReactNode;
  /** Whether to build the carousels (the place is near the screen); the answer is asked for anyway. */
  show: boolean;
  /** The visitor's ids and consent, read when asked (cookies stay with the page's own code). */
  visitor: () => Visitor;
  /** The place's box: a slider without products goes once the box is wholly below the screen. */
  box: RefObject<Element | null>;
}

/**
 * Asks the recommendation service for a place's outputs and shows one carousel per slider. The
 * session's cached answer shows at once and is replaced by the fresh one; a failure empties it. A
 * slider without products keeps its placeholder until the place is wholly below the screen: a
 * shopper who has it or what follows it in view sees the placeholder stay rather than the page
 * below it jump up.
 */
export default function RecommendationOutputs({ name, request, placement, title, saleBadgesOnly, placeholder, show, visitor, box }: Props) {
  const environment = useRelayEnvironment();
  const { shop } = usePageContext();
  const [input] = useState(() => gkAirInput(request, { ...visitor(), locale: shop.locale }));
  const key = cacheKey(input);
  const [outputs, setOutputs] = useState<readonly Output[] | null>(() => readCached<Output[]>(key));

  useEffect(() => {
    const subscription = fetchQuery<QueryType>(environment, RecommendationsQuery, { input }, { fetchPolicy: 'network-only' }).subscribe({
      // The answer's carousels render in a transition: React renders their many tiles in slices
      // between which the browser answers the shopper; the placeholders stay until they are done.
      next: (data) => {
        startTransition(() => setOutputs(data.gkAir));
        writeCached(key, data.gkAir);
      },
      error: () => startTransition(() => setOutputs([])),
    });
    return () => subscription.unsubscribe();
  }, [environment, input, key]);

  const slots = useMemo(() => (outputs ? pickSlots(outputs, request.outputs) : null), [outputs, request.outputs]);
  const picked = useMemo(() => slots?.filter((output) => output !== null) ?? null, [slots]);

  // Each output is announced once, when its answer is there, whether or not its carousel is built yet.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    for (const output of picked ?? []) {
      if (announced.current.has(output.outputId)) continue;
      announced.current.add(output.outputId);
      const { listKind, listPosition } = listOf(name, output);
      track((e) =>
        e.recommendationEvent({
          listKind,
          place: name,
          outputId: output.outputId,
          title: title ?? output.title ?? '',
          productCount: output.products.length,
          listPosition,
        }),
      );
    }
  }, [picked, name, title]);

  const shrinks = slots !== null && slots.includes(null);
  const gone = useBelowScreen(box, shrinks);
  const placeholders = request.outputs.map((group) => <Fragment key={group.join()}>{placeholder}</Fragment>);
  if (slots === null || picked === null || (picked.length > 0 && !show)) return placeholders;
  return slots.map((output, i) =>
    output ? (
      <RecommendationCarousel
        key={output.outputId}
        name={name}
        output={output}
        placement={placement}
        title={title ?? output.title ?? ''}
        saleBadgesOnly={saleBadgesOnly}
        visitor={visitor}
      />
    ) : gone ? null : (
      placeholders[i]
    ),
  );
}

/** The analytics list of an output's tiles: its kind (outfit when the service says so) and position. */
function listOf(name: PlaceName, output: Output) {
  const config = PLACES[name];
  const listPosition = 'listPosition' in config ? config.listPosition : undefined;
  const listKind = output.products.some((p) => listDetailsOf(p.trackingToken) === 'outfit') ? 'outfit' : config.listKind;
  return { listKind, listPosition };
}

interface CarouselProps {
  name: PlaceName;
  output: Output;
  placement: SliderPlacement;
  title: string;
  saleBadgesOnly?: boolean;
  visitor: () => Visitor;
}

function RecommendationCarousel({ name, output, placement, title, saleBadgesOnly, visitor }: CarouselProps) {
  const { shop } = usePageContext();
  const texts = recoTexts(shop.locale);
  const headingId = useId();
  const endId = useId();
  const [commitClick] = useMutation<ClickMutationType>(RecommendationTrackClickMutation);
  const [commitCategoryClick] = useMutation<CategoryClickMutationType>(RecommendationTrackCategoryClickMutation);
  const category = leadingCategory(output.products);
  const { listKind, listPosition } = listOf(name, output);

  const analyticsProduct = (recommended: RecommendedProduct, position: number): AnalyticsProduct =>
    recommendationAnalyticsProduct(recommended, position, {
      list: RECOMMENDATION_LIST,
      listKind,
      ...(listPosition ? { listPosition } : {}),
    });

  const onClick = (recommended: RecommendedProduct, position: number) => {
    track((e) => e.productClickEvent(recommended.product.price.currency, analyticsProduct(recommended, position)));
    const variables = clickTrackingVariables({
      ...visitor(),
      productId: recommended.product.id,
      trackingToken: recommended.trackingToken,
      locale: shop.locale,
    });
    // Fire and forget: the click must never wait for tracking.
    if (variables) commitClick({ variables, onError: () => {} });
  };

  // The recommended category: reported to the service like a product click.
  const onCategoryClick = () => {
    if (!category) return;
    const variables = categoryClickVariables({
      ...visitor(),
      categoryId: category.id,
      trackingToken: category.trackingToken,
      locale: shop.locale,
    });
    if (variables) commitCategoryClick({ variables, onError: () => {} });
  };

  return (
    <section aria-labelledby={headingId} data-reco-output={output.outputId}>
      {/* Keyboard users pass a carousel's many tiles in one step. */}
      <a href={`#${endId}`} className={skipLink} onClick={(event) => skipTo(event, endId)}>
        {layoutTexts(shop.locale).layoutSkip({ target: skipTarget(placement) })}
      </a>
      <div className={headingRow}>
        <h2 id={headingId} className={heading}>
          {title}
        </h2>
        {category && (
          <Link href={recoLink(category.path, output.outputId)} className={moreLink} onClick={onCategoryClick} data-testid="reco-category">
            {texts.recoMoreFrom({ category: category.name })}
          </Link>
        )}
      </div>
      <Carousel
        label={title}
        placement={placement}
        itemLabel={texts.recoItem()}
        previousLabel={texts.recoPrevious()}
        nextLabel={texts.recoNext()}
      >
        {output.products.map((recommended, i) => (
          <RecommendationTile
            key={recommended.product.id}
            recommended={recommended}
            outputId={output.outputId}
            saleBadgesOnly={saleBadgesOnly}
            onVisible={() =>
              track((e) => e.productImpressionsEvent(recommended.product.price.currency, [analyticsProduct(recommended, i + 1)]))
            }
            onClick={() => onClick(recommended, i + 1)}
          />
        ))}
      </Carousel>
      <span id={endId} tabIndex={-1} className={end} data-reco-end="" />
    </section>
  );
}

/** Assortment cards are the shop's category recommendations; every other carousel recommends products. */
const skipTarget = (placement: SliderPlacement): SkipTarget =>
  placement === 'assortment' ? 'categoryRecommendations' : 'productRecommendations';

/** Focuses the end of the carousel and scrolls it to the centre, as the page's skip links do. */
function skipTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  focusAndCentre(target);
}

// A line under the carousel: the focus ring of a keyboard jump shows where it went; a click's does not.
const end = css`
  display: block;
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

// Out of sight until it has focus; then it stands above the carousel's heading.
const skipLink = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  &:focus {
    position: static;
    display: inline-block;
    width: auto;
    height: auto;
    clip-path: none;
    margin-bottom: 0.5rem;
    padding: 0.5rem 0.75rem;
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;
