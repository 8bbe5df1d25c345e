import { CONTENT_RECORDS } from '../../data/content/entries.ts';
import { refId, type EntryRecord, type EntryShape } from '../../data/content/model.ts';
import { DEFAULT_LOCALE, type ShopLocale } from '../../l10n/locale.ts';
import { contentTranslator } from '../../l10n/translate.ts';
import { cached } from '../../state.ts';

/** Delivery serves published versions; preview the newest, drafts included. */
export type ContentMode = 'published' | 'preview';

export interface ContentView {
  /** Visible records, in record order, with every link resolved for this mode. */
  entries: EntryShape[];
  byId: ReadonlyMap<string, EntryShape>;
}

// JSON fields are opaque documents: copied by reference, never searched for links.
const OPAQUE_FIELDS = new Set(['json', 'linkBox']);

const versionIn = (record: EntryRecord, mode: ContentMode) => (mode === 'preview' ? (record.draft ?? record.published) : record.published);

/** Every string of a JSON document (rich text, link boxes) through `text`. */
const mapStrings = (value: unknown, text: (s: string) => string): unknown =>
  typeof value === 'string'
    ? text(value)
    : Array.isArray(value)
      ? value.map((item) => mapStrings(item, text))
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapStrings(field, text)]))
        : value;

/**
 * Copies the records visible in a mode and resolves their links (ref()) to the copies: a link to
 * an entry that is not visible becomes null, and is dropped from lists. Links may form cycles
 * (pages linking each other), so each record is copied once and shared. With `text`, every
 * string goes through it: the content in another locale's language (the tables translate texts
 * they know, ids and addresses are not among them).
 */
export function buildView(records: readonly EntryRecord[], mode: ContentMode, text?: (s: string) => string): ContentView {
  const visible = new Map<string, EntryShape>();
  for (const record of records) {
    const version = versionIn(record, mode);
    if (version) visible.set(record.id, version);
  }
  const resolved = new Map<string, EntryShape>();

  const resolve = (id: string): EntryShape | null => {
    const known = resolved.get(id);
    if (known) return known;
    const source = visible.get(id);
    if (!source) return null;
    const target = {} as EntryShape;
    resolved.set(id, target);
    Object.assign(target, copyFields(source));
    return target;
  };

  const copy = (value: unknown): unknown => {
    const linked = refId(value);
    if (linked !== undefined) return resolve(linked);
    if (Array.isArray(value))
      return value.flatMap((item) => (refId(item) !== undefined && resolve(refId(item)!) === null ? [] : [copy(item)]));
    if (typeof value === 'object' && value !== null) return copyFields(value);
    if (text && typeof value === 'string') return text(value);
    return value;
  };

  const opaque = (field: unknown) => (text ? mapStrings(field, text) : field);
  const copyFields = (value: object) =>
    Object.fromEntries(Object.entries(value).map(([key, field]) => [key, OPAQUE_FIELDS.has(key) ? opaque(field) : copy(field)]));

  const entries = [...visible.keys()].map((id) => resolve(id)!);
  return { entries, byId: resolved };
}

/** The content of a mode in a locale's language; the German shop's is the records as written. */
export function contentView(mode: ContentMode, locale: ShopLocale = DEFAULT_LOCALE): ContentView {
  if (locale === DEFAULT_LOCALE) return cached(`content-view:${mode}`, () => buildView(CONTENT_RECORDS, mode));
  return cached(`content-view:${mode}:${locale}`, () => buildView(CONTENT_RECORDS, mode, contentTranslator(locale).t));
}
