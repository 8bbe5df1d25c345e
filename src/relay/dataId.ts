import type { Api } from './network.ts';

// Relay keeps one record per `id`. Some types carry ids that are not unique across the graph:
// a filter's id is its URL key ('colour'), the same in every listing, with other values and
// counts each time. Those records get no global id, so Relay stores them under their parent.
const NOT_ENTITIES = new Set(['ActiveFilter', 'Filter', 'FilterValue', 'SearchFieldCategory']);

type GetDataID = (fieldValue: { [key: string]: unknown }, typeName: string) => unknown;

/** Record identity per API; server and browser environments must use the same rule. */
export function getDataIdFor(api: Api): GetDataID {
  if (api === 'content') {
    // Content entries are identified by sys.id; a type's own `id` (a modal's key) is unique only
    // within its type, so it is qualified by the type name.
    return (value, typeName) => {
      const sys = value.sys as { id?: unknown } | undefined;
      if (typeof sys?.id === 'string') return sys.id;
      return value.id != null ? `${typeName}:${String(value.id)}` : undefined;
    };
  }
  return (value, typeName) => (NOT_ENTITIES.has(typeName) ? undefined : value.id);
}
