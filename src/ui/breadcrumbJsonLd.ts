// schema.org BreadcrumbList (https://schema.org/BreadcrumbList): positions from 1, absolute URLs.

export interface BreadcrumbItem {
  name: string;
  /** Shop path, e.g. /damen-mode/kleider. */
  path: string;
}

/** The JSON-LD of a trail, as text safe inside a <script> element. */
export function breadcrumbJsonLd(trail: readonly BreadcrumbItem[], host: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, host).href,
    })),
  };
  // '<' escaped, so a name can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
