import { CONTENT_RECORDS } from '../../data/content/entries.ts';
import { refId, type EntryRecord, type EntryShape } from '../../data/content/model.ts';
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

/**
 * Copies the records visible in a mode and resolves their links (ref()) to the copies: a link to
 * an entry that is not visible becomes null, and is dropped from lists. Links may form cycles
 * (pages linking each other), so each record is copied once and shared.
 */
export function buildView(records: readonly EntryRecord[], mode: ContentMode): ContentView {
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
    return value;
  };

  const copyFields = (value: object) =>
    Object.fromEntries(Object.entries(value).map(([key, field]) => [key, OPAQUE_FIELDS.has(key) ? field : copy(field)]));

  const entries = [...visible.keys()].map((id) => resolve(id)!);
  return { entries, byId: resolved };
}

export function contentView(mode: ContentMode): ContentView {
  return cached(`content-view:${mode}`, () => buildView(CONTENT_RECORDS, mode));
}
