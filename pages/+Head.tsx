import type { PageContextServer } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';

// https://vike.dev/Head — the tenant's theme as custom properties and its robots policy.
export default function Head() {
  // +Head renders on the server only, where these server-side values exist.
  const pageContext = usePageContext() as PageContextServer;
  return (
    <>
      <meta name="robots" content={pageContext.robots} />
      <meta name="theme-color" content={pageContext.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style nonce={pageContext.cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: pageContext.themeCss }} />
    </>
  );
}
