// Lists the shop project's operations that touch the personalised API, so the network layer can
// send the customer's token with exactly those and refuse them during server rendering.
// Run by `npm run gen` after relay-compiler; the output is checked in and checked for freshness.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';

const root = join(import.meta.dirname, '..', '..');

export function personalisedRootFields(schemaSdl: string): Set<string> {
  const fields = new Set<string>();
  for (const definition of parse(schemaSdl).definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      if (['Query', 'Mutation', 'Subscription'].includes(definition.name.value)) {
        for (const field of definition.fields ?? []) fields.add(`${definition.name.value}.${field.name.value}`);
      }
    }
  }
  return fields;
}

const rootTypes = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

export function personalisedOperationNames(texts: string[], fields: Set<string>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    const document: DocumentNode = parse(text);
    const fragments = new Map<string, SelectionSetNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
    for (const d of document.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION || !d.name) continue;
      const type = rootTypes[d.operation];
      const touches = (set: SelectionSetNode): boolean =>
        set.selections.some((s) => {
          if (s.kind === Kind.FIELD) return fields.has(`${type}.${s.name.value}`);
          if (s.kind === Kind.INLINE_FRAGMENT) return touches(s.selectionSet);
          const fragment = fragments.get(s.name.value);
          return fragment ? touches(fragment) : false;
        });
      if (touches(d.selectionSet)) names.add(d.name.value);
    }
  }
  return [...names].sort();
}

if (import.meta.main) {
  const fields = personalisedRootFields(readFileSync(join(root, 'schema/personalised.graphql'), 'utf8'));
  const persisted = JSON.parse(readFileSync(join(root, 'src/relay/__generated__/shop.persisted.json'), 'utf8')) as Record<string, string>;
  const names = personalisedOperationNames(Object.values(persisted), fields);
  writeFileSync(join(root, 'src/relay/__generated__/personalisedOperations.json'), JSON.stringify(names, null, 2) + '\n');
  console.log(`personalised operations: ${names.join(', ') || 'none'}`);
}
