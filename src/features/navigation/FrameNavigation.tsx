import { Suspense, type ReactNode } from 'react';
import { usePageQuery } from '../../relay/usePageQuery.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import type {
  FrameNavigationQuery as QueryType,
  FrameNavigationQuery$data,
  FrameNavigationQuery$variables,
} from './__generated__/FrameNavigationQuery.graphql.ts';
import { FrameNavigationQuery, frameNavigationVariables } from './FrameNavigationQuery.ts';

export type FrameNavigation = FrameNavigationQuery$data['navigation'];

/** The frame's query variables from the page's +data; null when the navigation failed to load. */
function useNavigationVariables(): FrameNavigationQuery$variables | null {
  const { data, shop } = usePageContext();
  if (data?.frame) return data.frame.navigationVariables;
  // An error page the browser renders itself (a client-side navigation that ended in an error)
  // comes without +data; the pages before it left the navigation in the store.
  return import.meta.env.SSR ? null : frameNavigationVariables(shop);
}

/**
 * Renders `children` with the navigation the page's +data put into the store. When that load
 * failed, the navigation is left out rather than fetched by the browser.
 */
export function WithFrameNavigation({ children }: { children: (navigation: FrameNavigation) => ReactNode }) {
  const variables = useNavigationVariables();
  if (!variables) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Loaded variables={variables}>{children}</Loaded>
      </Suspense>
    </ErrorBoundary>
  );
}

function Loaded({
  variables,
  children,
}: {
  variables: FrameNavigationQuery$variables;
  children: (navigation: FrameNavigation) => ReactNode;
}) {
  // The records came with the page: read without a request.
  const data = usePageQuery<QueryType>(FrameNavigationQuery, variables);
  return children(data.navigation);
}
