import type { Sys } from '../../__generated__/content-resolvers.ts';

/** The mock's fixed "now"; every publication date lies before it. */
export const CONTENT_NOW = '2026-11-01T10:00:00Z';
/** Publication date of items that do not name their own. */
export const DEFAULT_PUBLISHED_AT = '2026-10-01T08:00:00Z';

/** Anything the CMS stores as an entry: it has a type name and system fields. */
export interface EntryShape {
  __typename?: string;
  sys: Sys;
}

/**
 * An entry that can be linked from elsewhere or is read through a root collection. Preview shows
 * the draft when there is one, delivery only the published version.
 */
export interface EntryRecord {
  id: string;
  published: EntryShape | null;
  draft?: EntryShape;
}

export function publishedSys(id: string, publishedAt = DEFAULT_PUBLISHED_AT, version = 1, firstPublishedAt = publishedAt): Sys {
  return { __typename: 'Sys', id, publishedAt, firstPublishedAt, publishedVersion: version };
}

export function draftSys(id: string): Sys {
  return { __typename: 'Sys', id, publishedAt: null, firstPublishedAt: null, publishedVersion: null };
}

type Typename<T extends EntryShape> = NonNullable<T['__typename']>;
type Fields<T extends EntryShape> = Omit<T, '__typename' | 'sys'>;

/** An entry with its type name set, which the union and interface resolvers read. */
export function entry<T extends EntryShape>(typename: Typename<T>, id: string, fields: Fields<T>, publishedAt = DEFAULT_PUBLISHED_AT): T {
  return { __typename: typename, sys: publishedSys(id, publishedAt), ...fields } as T;
}

/** Contentful-style collection; resolvers recount and slice it per request. */
export interface Collection<T> {
  total: number;
  skip: number;
  limit: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { total: items.length, skip: 0, limit: items.length, items };
}

// A link to an entry record, resolved per mode when the view is built (content/view.ts): a draft
// target resolves to null outside preview, as links to unpublished entries do in the CMS.
const REF = Symbol.for('storefront.content.ref');

export interface Ref {
  readonly [REF]: string;
}

/** Links a record by id; typed as its target so entries stay checked against the schema. */
export function ref<T>(id: string): T {
  return { [REF]: id } as Ref as T;
}

export function refId(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && REF in value ? (value as Ref)[REF] : undefined;
}

/** Id of an entry or of a link to one. */
export function idOf(value: unknown): string {
  const linked = refId(value);
  if (linked !== undefined) return linked;
  const id = (value as EntryShape | undefined)?.sys?.id;
  if (typeof id !== 'string') throw new Error('Not an entry: no sys.id');
  return id;
}

export function publishedRecord(value: EntryShape): EntryRecord {
  return { id: value.sys.id, published: value };
}

/** A published entry with a newer, unpublished change. */
export function changedRecord(published: EntryShape, draft: EntryShape): EntryRecord {
  return { id: published.sys.id, published, draft };
}

/** An entry that was never published. */
export function draftRecord(draft: EntryShape): EntryRecord {
  return { id: draft.sys.id, published: null, draft };
}
