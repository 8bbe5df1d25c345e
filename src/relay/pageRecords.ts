// The records a page's +data loaded, as they travel: the server render reads them as objects,
// the browser gets them as one JSON string (in the page's HTML and in pageContext.json). Vike's
// serializer walks every value of what it sends with a callback, which costs far more than the
// engine's JSON.stringify on a store of a few hundred records, so the string is made once here
// and the serializer sees a single value.
import type { PageRecords } from './environment.ts';

/** Page records ready for the browser; read them with `unpackPageRecords`. */
export interface PackedPageRecords {
  /** JSON of `PageRecords` (the only enumerable field: what the browser receives). */
  readonly json: string;
}

// Where the server keeps the objects: not enumerable, so never serialized.
const RECORDS = Symbol('records');
type Packed = PackedPageRecords & { [RECORDS]?: PageRecords };

const unpacked = new WeakMap<PackedPageRecords, PageRecords>();

export function packPageRecords(records: PageRecords): PackedPageRecords {
  const packed: Packed = { json: JSON.stringify(records) };
  Object.defineProperty(packed, RECORDS, { value: records, enumerable: false });
  return packed;
}

/** The records as objects: those of the server's own +data, else parsed once per payload. */
export function unpackPageRecords(packed: PackedPageRecords | undefined): PageRecords | undefined {
  if (!packed) return undefined;
  const own = (packed as Packed)[RECORDS];
  if (own) return own;
  let records = unpacked.get(packed);
  if (!records) {
    records = JSON.parse(packed.json) as PageRecords;
    unpacked.set(packed, records);
  }
  return records;
}
