import type {
  Accordion,
  AccordionItem,
  ActionButton,
  AnchorLink,
  Box,
  Button,
  Checklist,
  Cookie,
  CookieList,
  ContactBox,
  DosDonts,
  IFrame,
  Layout,
  LayoutColumn,
  Link,
  LinkBox,
  Panel,
  RichText,
  Richtext,
  TableOfContents,
  Text,
  Tip,
  Video,
} from '../../__generated__/content-resolvers.ts';
import { asset, cloudinary } from './assets.ts';
import { collection, entry } from './model.ts';

// Factories for the small content items, so page files read like the page.

export const richtextItem = (id: string, internalTitle: string, richtext: RichText | null) =>
  entry<Richtext>('Richtext', id, { internalTitle, richtext });

export const tableOfContents = (id: string, levelsToShow: number) =>
  entry<TableOfContents>('TableOfContents', id, { internalTitle: 'Inhaltsverzeichnis', levelsToShow });

export const actionButton = (id: string, label: string | null, type: string | null) =>
  entry<ActionButton>('ActionButton', id, { internalTitle: `Aktion ${type ?? 'ohne Typ'}`, label, type });

export const anchorLink = (id: string, label: string | null, anchor: string | null) =>
  entry<AnchorLink>('AnchorLink', id, { label, anchor });

export const button = (id: string, link: Link | null, color = 'Primary', trackingName: string | null = null) =>
  entry<Button>('Button', id, { internalTitle: `Button ${id}`, link, color, trackingName });

export const checklist = (id: string, title: string | null, textList: string[] | null) =>
  entry<Checklist>('Checklist', id, { title, textList });

export function tip(id: string, fields: Partial<Omit<Tip, '__typename' | 'sys'>>): Tip {
  return entry<Tip>('Tip', id, { title: null, tipText: null, content: null, link: null, image: null, ...fields });
}

export function accordion(id: string, internalTitle: string, items: [string, RichText][], defaultIndex: number | null = null): Accordion {
  return entry<Accordion>('Accordion', id, {
    internalTitle,
    itemsCollection: collection(
      items.map(([title, richtext], i) => entry<AccordionItem>('AccordionItem', `${id}-${i + 1}`, { title, richtext })),
    ),
    defaultIndex,
  });
}

export function contactBox(id: string, fields: Omit<ContactBox, '__typename' | 'sys'>): ContactBox {
  return entry<ContactBox>('ContactBox', id, fields);
}

export const panel = (id: string, internalTitle: string, content: RichText | null) => entry<Panel>('Panel', id, { internalTitle, content });

export const dosDonts = (id: string, titleDos: string, textListDos: string[], titleDonts: string, textListDonts: string[]) =>
  entry<DosDonts>('DosDonts', id, { titleDos, textListDos, titleDonts, textListDonts });

/** A video; from the media CDN, or as a plain file URL. */
export function video(id: string, videoId: string, title: string, source: 'cdn' | 'url'): Video {
  const file = asset(videoId);
  return entry<Video>('Video', id, {
    title,
    cloudinary: source === 'cdn' ? cloudinary(videoId) : null,
    url: source === 'url' ? file.url : null,
    contentType: file.contentType,
    responsive: true,
  });
}

export const iframe = (id: string, url: string | null, title: string | null, trackingName: string) =>
  entry<IFrame>('IFrame', id, { url, title, trackingName });

export interface LinkBoxJson {
  linkboxEntries: { label: string; children: { name: string; destination: string }[] }[];
}

export const linkBox = (id: string, headline: string, json: LinkBoxJson | Record<string, unknown>) =>
  entry<LinkBox>('LinkBox', id, { internalTitle: `Linkbox ${headline}`, headline, linkBox: json });

export function layoutColumn(id: string, content: LayoutColumn['content'], horizontalAlignment = 'left'): LayoutColumn {
  return entry<LayoutColumn>('LayoutColumn', id, { content, horizontalAlignment });
}

export function layout(
  id: string,
  columns: LayoutColumn[],
  fields: Partial<Pick<Layout, 'ratio' | 'verticalAlignment' | 'maxPageWidth'>> = {},
): Layout {
  return entry<Layout>('Layout', id, {
    internalTitle: `Layout ${id}`,
    columnsCollection: collection(columns),
    ratio: null,
    verticalAlignment: 'top',
    maxPageWidth: 'default (100%)',
    ...fields,
  });
}

export const decorativeText = (id: string, styledText: string | null, style: string | null) =>
  entry<Text>('Text', id, { styledText, style });

export function box(id: string, fields: Omit<Box, '__typename' | 'sys' | 'internalTitle'>): Box {
  return entry<Box>('Box', id, { internalTitle: `Box ${fields.headline ?? id}`, ...fields });
}

/** Cookies of one consent category: [name, provider, purpose, duration]. */
export function cookieList(id: string, headline: string, consentCategory: string, cookies: [string, string, string, string][]): CookieList {
  return entry<CookieList>('CookieList', id, {
    headline,
    consentCategory,
    cookiesCollection: collection(
      cookies.map(([name, provider, purpose, duration]) =>
        entry<Cookie>('Cookie', `${id}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, { name, provider, purpose, duration }),
      ),
    ),
  });
}
