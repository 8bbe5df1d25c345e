import { usePageContext } from 'vike-react/usePageContext';
import { alternates } from '../shop/tenant/alternates.ts';

/** The page in the shop's sister shops (hreflang), for a page's +Head; `path` with its query, as in the canonical URL. */
export function AlternateLinks({ path }: { path: string }) {
  const { shop } = usePageContext();
  return (
    <>
      {alternates(shop.code, path).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
