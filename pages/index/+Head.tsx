import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../../src/views/AlternateLinks.tsx';
import { itemPreloadHrefs } from '../../src/views/itemPreloads.ts';
import type { Data } from './+data.ts';

// https://vike.dev/Head — the home page's canonical URL and its sisters in the other shops; the
// scripts of the content entry's item components load with the page.
export default function Head() {
  const pageContext = usePageContext();
  const { items } = useData<Data>();
  return (
    <>
      <link rel="canonical" href={`${pageContext.shop.host}/`} />
      <AlternateLinks path="/" />
      {itemPreloadHrefs(pageContext, items?.leadTypes ?? []).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
