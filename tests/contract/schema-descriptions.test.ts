// The contract documents itself: every type and every field (object, interface and input fields)
// of the three schema files carries a description.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { shopApiSchema } from '../../schema/merge.ts';

const root = join(import.meta.dirname, '..', '..');
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function undocumented(schema: GraphQLSchema) {
  const types: string[] = [];
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && BUILT_IN.has(type.name))) continue;
    // The root types are described by their schema file's header.
    if (!type.description && !['Query', 'Mutation'].includes(type.name)) types.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description) fields.push(`${type.name}.${field.name}`);
    }
  }
  return { types, fields };
}

const schemas = {
  'shop + personalised': () => shopApiSchema(),
  content: () => buildSchema(readFileSync(join(root, 'schema/content.graphql'), 'utf8')),
};

for (const [name, schema] of Object.entries(schemas)) {
  describe(`${name} schema`, () => {
    const result = undocumented(schema());
    it('describes every type', () => expect(result.types).toEqual([]));
    it('describes every field', () => expect(result.fields).toEqual([]));
  });
}
