import { css } from '@linaria/core';
import { Fragment, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { withTexts } from '../../i18n/lazyTexts.ts';
import { consentFlags } from '../../shop/privacy/consent.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/analytics/recoSession.ts';
import { readConsent } from '../../shop/privacy/useConsent.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useNearScreen } from '../../ui/lazy/useNearScreen.ts';
import {
  contentRecommendationWarning,
  placeRequest,
  PLACES,
  serviceRecommendationWarning,
  sliderPlacement,
  WISHLIST_RECOMMENDATION_MINIMUM,
  type ContentRecommendation,
  type DisplayType,
  type GkAirParameter,
  type PlaceName,
  type ServiceRecommendation,
  type Visitor,
} from './places.ts';
import { RecommendationSkeleton } from './RecommendationSkeleton.tsx';
import { whenIdle } from '../../ui/lazy/whenIdle.ts';

// The carousels, their query and tracking load in their own chunk once the page is usable.
const RecommendationOutputs = lazy(() => withTexts(['tile', 'reco'], import('./RecommendationOutputs.tsx')));

export interface RecommendationPlaceProps {
  /** The place: productDetailPage, basket, basketNaliRemove, thanks, wishlist, content, outfit, … */
  name: PlaceName;
  /** Request parameters, e.g. pid (product ids, comma-separated) or cid. */
  parameters?: readonly GkAirParameter[];
  /** Sliders in order, each with its output ids (the first with products shows); default: the place's. */
  outputs?: readonly (readonly string[])[];
  /** Content places: the content's Recommendation or RecommendationGkAir (validated, section 5). */
  recommendation?: ContentRecommendation;
  service?: ServiceRecommendation;
  displayType?: DisplayType | string | null;
  /** Wishlist places: the number of wishlist products (shown from 3). */
  wishlistCount?: number;
  /** Title shown instead of the service's (outfit items show the recommendation's title). */
  title?: string;
  /** Inside an inspiration item: the tiles show sale badges only, the carousel follows the item's own row of slides. */
  inInspirationItem?: boolean;
}

/** Read at request and click time: consent may change while the page is open. */
function currentVisitor(): Visitor {
  const sessionId = recoSessionId();
  if (!sessionId) console.warn(LOG_MISSING_SESSION);
  return { sessionId, userId: recoUserId(), trackingConsent: consentFlags(readConsent()).trackingConsent };
}

/**
 * A place for recommendation carousels that any page drops in by name, e.g.
 * `<RecommendationPlace name="basket" parameters={[{ name: 'pid', value: ids }]} />`. The server
 * renders loading placeholders of the final height; the browser asks the recommendation service
 * when idle, shows the session's cached answer at once (the carousels once the place is near the
 * screen), and leaves the place empty on failure or without products (once it is wholly below the screen).
 */
export function RecommendationPlace(props: RecommendationPlaceProps) {
  const { name, parameters, outputs, recommendation, service, displayType, wishlistCount, title, inInspirationItem } = props;
  const warning = recommendation ? contentRecommendationWarning(recommendation) : null;
  // A content recommendation of type Wishlist is the wishlist place.
  const place: PlaceName = recommendation?.recommendationType === 'Wishlist' ? 'wishlist' : name;
  const request = useMemo(
    () =>
      placeRequest(place, {
        parameters,
        outputs,
        service:
          service ?? (recommendation?.gkAirService ? { ...recommendation.gkAirService, outputId: recommendation.outputId } : undefined),
      }),
    [place, parameters, outputs, service, recommendation],
  );
  const fromContent = name === 'content' || name === 'outfit';
  const invalid =
    warning ??
    (fromContent && place !== 'wishlist' ? serviceRecommendationWarning({ ...request, outputId: request.outputs.flat()[0] }) : null);
  const minimum = 'minWishlistProducts' in PLACES[place] ? WISHLIST_RECOMMENDATION_MINIMUM : 0;
  const hidden = invalid !== null || (wishlistCount ?? 0) < minimum;
  const [ready, setReady] = useState(false);
  // The answer is asked for when idle, its carousels are built when the shopper comes near them:
  // a place below the page's content costs a phone no rendering and layout at load.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);

  useEffect(() => {
    if (invalid) console.warn(invalid);
  }, [invalid]);
  useEffect(() => {
    if (hidden) return;
    return whenIdle(() => setReady(true));
  }, [hidden]);

  if (hidden) return null;
  const placement = sliderPlacement(displayType ?? recommendation?.displayType, inInspirationItem);
  const placeholder = <RecommendationSkeleton placement={placement} />;
  const placeholders = request.outputs.map((group) => <Fragment key={group.join()}>{placeholder}</Fragment>);
  return (
    <div ref={box} className={placeBox} data-reco-place={place}>
      {ready ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={placeholders}>
            <RecommendationOutputs
              name={place}
              request={request}
              placement={placement}
              title={title}
              saleBadgesOnly={inInspirationItem}
              placeholder={placeholder}
              show={near}
              visitor={currentVisitor}
              box={box}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholders
      )}
    </div>
  );
}

const placeBox = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
  min-width: 0;
  &:empty {
    display: none;
  }
`;
