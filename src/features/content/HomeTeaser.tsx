import { css } from '@linaria/core';
import { useRef } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { HomePageContentQuery as QueryType, HomePageContentQuery$variables } from './__generated__/HomePageContentQuery.graphql.ts';
import type { HomeTeaser_page$key } from './__generated__/HomeTeaser_page.graphql.ts';
import { HomePageContentQuery } from './HomePageContentQuery.ts';
import { PROMOTION_ATTRIBUTE, promotionPosition, trackPromotionImpression } from '../../shop/promotionTracking.ts';
import { useOnceVisible } from '../../ui/useOnceVisible.ts';

/** The creative of the homepage teaser in promotion events. */
export const HOME_TEASER_CREATIVE = 'homeTeaser';

/** The homepage's editorial lead from the content API; renders nothing when there is none. */
export function HomeTeaserSection({ variables }: { variables: HomePageContentQuery$variables }) {
  const data = useLazyLoadQuery<QueryType>(HomePageContentQuery, variables, { fetchPolicy: 'store-or-network' });
  const page = data.pageCollection.items[0];
  return page ? <HomeTeaser page={page} /> : null;
}

function HomeTeaser({ page }: { page: HomeTeaser_page$key }) {
  const data = useFragment(
    graphql`
      fragment HomeTeaser_page on Page {
        sys {
          id
        }
        headline
        intro
      }
    `,
    page,
  );
  // The editorial lead is the homepage's first promotion.
  const ref = useRef<HTMLElement>(null);
  useOnceVisible(ref, () =>
    trackPromotionImpression({ id: data.sys.id, name: data.headline ?? '', creative: HOME_TEASER_CREATIVE, position: promotionPosition(ref.current) }),
  );
  if (!data.headline) return null;
  return (
    <section ref={ref} className={teaser} data-testid="home-teaser" {...{ [PROMOTION_ATTRIBUTE]: '' }}>
      <h1 className={headline}>{data.headline}</h1>
      {data.intro && <p className={intro}>{data.intro}</p>}
    </section>
  );
}

const teaser = css`
  margin: 0 0 2rem;
  padding: 2rem 1.5rem;
  border-radius: var(--radius-l);
  background: var(--color-surface);
`;
const headline = css`
  margin: 0 0 0.5rem;
  font-family: var(--font-heading);
  font-size: clamp(1.5rem, 4vw, 2.25rem);
`;
const intro = css`
  margin: 0;
  max-width: 40rem;
  line-height: 1.6;
`;
