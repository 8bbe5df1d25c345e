import type { AnchorHTMLAttributes } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../shop/runtime.ts';

/** An in-shop link that keeps the /webview prefix, so app users stay in the app's runtime. */
export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { basePath } = usePageContext();
  return <a href={withBasePath(basePath, href)} {...props} />;
}
