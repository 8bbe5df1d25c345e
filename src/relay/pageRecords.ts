// The records a page's +data loaded, as they travel: the server render reads them as objects,
// the browser gets them as one JSON string (in the page's HTML and in pageContext.json). Vike's
// serializer walks every value of what it sends with a callback, which costs far more than the
// engine's JSON.stringify on a store of a few hundred records, so the string is made once here
// and the serializer sees a single value. A record's `__id` is its key in the map, so it is left
// out on the way (a sixth of the JSON on a listing) and put back when read.
import type { PageRecords, RecordMap } from './environment.ts';

/** Page records ready for the browser; read them with `unpackPageRecords`. */
export interface PackedPageRecords {
  /** JSON of `PageRecords` (the only enumerable field: what the browser receives). */
  readonly json: string;
}

// Where the server keeps the objects: not enumerable, so never serialized.
const RECORDS = Symbol('records');
type Packed = PackedPageRecords & { [RECORDS]?: PageRecords };

const unpacked = new WeakMap<PackedPageRecords, PageRecords>();

const APIS = ['shop', 'content'] as const;

type StoredRecord = { __id?: unknown } & Record<string, unknown>;

function withoutIds(map: RecordMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, record] of Object.entries(map)) {
    if (record && (record as StoredRecord).__id === id) {
      const { __id: _, ...rest } = record as StoredRecord;
      out[id] = rest;
    } else out[id] = record;
  }
  return out;
}

function withIds(map: Record<string, unknown>): RecordMap {
  for (const [id, record] of Object.entries(map)) {
    if (record && typeof record === 'object' && !('__id' in record)) (record as StoredRecord).__id = id;
  }
  return map as RecordMap;
}

export function packPageRecords(records: PageRecords): PackedPageRecords {
  const sent: Partial<Record<(typeof APIS)[number], Record<string, unknown>>> = {};
  for (const api of APIS) {
    const map = records[api];
    if (map) sent[api] = withoutIds(map);
  }
  const packed: Packed = { json: JSON.stringify(sent) };
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
    const sent = JSON.parse(packed.json) as Partial<Record<(typeof APIS)[number], Record<string, unknown>>>;
    records = {};
    for (const api of APIS) {
      const map = sent[api];
      if (map) records[api] = withIds(map);
    }
    unpacked.set(packed, records);
  }
  return records;
}
