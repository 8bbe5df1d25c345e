import { usePageContext } from 'vike-react/usePageContext';
import type { PageType } from './pageType.ts';

/**
 * The page's type: what its +data says (a search without results, the error page), else the type
 * of its path. The server render and the browser agree on it: the path's type alone is not kept
 * for the error page on the server, while the browser derives it from the path again.
 */
export function usePageType(): PageType {
  const { pageType, data } = usePageContext();
  return data?.pageType ?? pageType;
}
