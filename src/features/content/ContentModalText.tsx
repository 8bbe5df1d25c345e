import { css } from '@linaria/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../relay/useLazyQueryLoader.ts';
import { message } from '../../shop/texts/messages.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { ContentModalTextQuery as QueryType } from './__generated__/ContentModalTextQuery.graphql.ts';
import type { ContentModalText_modal$key } from './__generated__/ContentModalText_modal.graphql.ts';
import { useContentLink } from './ContentLink.tsx';
import { CouponItem } from './items/CouponItem.tsx';
import { RichText } from './RichText.tsx';
import { useContentTexts } from './texts.ts';

/** The text of a modal read by its key (legal hints, shipping costs …). */
export const query = graphql`
  query ContentModalTextQuery($id: String!, $locale: String!, $preview: Boolean!) {
    modalCollection(where: { id: $id }, limit: 1, locale: $locale, preview: $preview) {
      items {
        ...ContentModalText_modal
      }
    }
  }
`;

// The modules that open a content modal load this one lazily; here its query is at hand.
const importQuery = () => Promise.resolve({ query });

interface LoaderProps {
  /** The content API's modal key. */
  contentKey: string;
  loading?: ReactNode;
  /** Test id of the element around the text, once it is there. */
  textTestId?: string;
}

/**
 * The text of a content modal, loaded through the lazy query loader when it mounts (a modal mounts
 * its content on opening; this module is the code that arrives then, so the query is at hand). A
 * failed request reaches the surrounding error boundary.
 */
export function ContentModalLoader({ contentKey, loading: given, textTestId }: LoaderProps) {
  const { shop, clientApi } = usePageContext();
  const t = useContentTexts();
  const loading = given ?? <p role="status">{t.contentLoading()}</p>;
  const preview = clientApi.contentPreview === true;
  const [queryRef, load] = useLazyQueryLoader<QueryType>(importQuery);
  useEffect(() => {
    void load({ id: contentKey, locale: shop.locale, preview });
  }, [load, contentKey, shop.locale, preview]);
  if (!queryRef) return loading;
  const text = <ContentModalById queryRef={queryRef} />;
  return <Suspense fallback={loading}>{textTestId ? <div data-testid={textTestId}>{text}</div> : text}</Suspense>;
}

function ContentModalById({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const modal = data.modalCollection.items[0];
  return modal ? <ContentModalText modal={modal} /> : <ModalLoadError />;
}

/** Headline, rich text, coupon and optional primary button of a modal. */
export function ContentModalText({
  modal,
  footer,
  hideHeadline = false,
}: {
  modal: ContentModalText_modal$key;
  footer?: ReactNode;
  hideHeadline?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ContentModalText_modal on Modal {
        headline
        richtext {
          links {
            entries {
              block {
                sys {
                  id
                }
              }
            }
          }
          ...RichText_richText
        }
        coupon {
          sys {
            id
          }
          ...CouponItem_coupon
        }
        primaryButtonLink {
          ...ContentLink_link
        }
      }
    `,
    modal,
  );
  const primary = useContentLink(data.primaryButtonLink);
  // A coupon the text embeds already is not shown a second time.
  const couponInText = !!data.coupon && !!data.richtext?.links.entries.block.some((entry) => entry.sys.id === data.coupon?.sys.id);
  return (
    <div className={body}>
      {data.headline && !hideHeadline && <h3 className={headline}>{data.headline}</h3>}
      {data.richtext && <RichText richText={data.richtext} />}
      {data.coupon && !couponInText && <CouponItem item={data.coupon} />}
      {primary?.href && primary.label && (
        <p className={actions}>
          <ButtonLink href={primary.href} target={primary.newTab ? '_blank' : undefined}>
            {primary.label}
          </ButtonLink>
        </p>
      )}
      {footer}
    </div>
  );
}

export function ModalLoadError() {
  const { locale } = usePageContext().shop;
  return (
    <p className={error} role="alert">
      {message(locale, 'MODAL_LOAD_ERROR')}
    </p>
  );
}

const body = css`
  display: grid;
  gap: var(--space-3);
`;
const headline = css`
  margin: 0;
  font-size: 1.125rem;
`;
const actions = css`
  margin: var(--space-3) 0 0;
`;
const error = css`
  margin: 0;
  color: var(--color-error);
`;
