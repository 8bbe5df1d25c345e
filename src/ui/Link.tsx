import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { localizedPath } from '../shop/page/localizedPaths.ts';
import { withBasePath } from '../shop/page/runtime.ts';
import { linkKind, linkNote, linkRel } from './linkRules.ts';
import { visuallyHidden } from './styles.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/**
 * Every link of the shop: internal ones are written as the shop writes its paths and keep the
 * /webview prefix, tel:/mailto: and new-window
 * links carry a screen-reader note, external ones pass no opener or referrer, unsafe protocols
 * render as plain text.
 */
export function Link({ href, children, target, rel, ...props }: Props) {
  const { basePath, shop } = usePageContext();
  const kind = linkKind(href, shop.host);
  if (kind === 'unsafe') return <span className={props.className}>{children}</span>;
  const newWindow = target === '_blank';
  const note = linkNote(shop.locale, kind, newWindow);
  return (
    <a
      href={kind === 'internal' ? withBasePath(basePath, localizedPath(shop.paths, href)) : href}
      target={target}
      rel={rel ?? linkRel(kind, newWindow)}
      {...props}
    >
      {children}
      {note && <span className={visuallyHidden}> ({note})</span>}
    </a>
  );
}
