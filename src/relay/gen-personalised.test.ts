import { describe, expect, it } from 'vitest';
import { personalisedOperationNames, personalisedRootFields } from './gen-personalised.ts';

const sdl = `extend type Query { basket: Int client: Int } extend type Mutation { addToBasket: Int }`;

describe('personalised operations', () => {
  const fields = personalisedRootFields(sdl);

  it('reads the root fields the personalised schema adds', () => {
    expect([...fields].sort()).toEqual(['Mutation.addToBasket', 'Query.basket', 'Query.client']);
  });

  it('marks operations that select a personalised root field, also through fragments', () => {
    const texts = [
      'query HeaderQuery { basket client }',
      'query ProductQuery { productById(id: 1) }',
      'mutation AddMutation { addToBasket }',
      'query ViaFragment { ...F } fragment F on Query { basket }',
      'mutation Other { basket }',
    ];
    expect(personalisedOperationNames(texts, fields)).toEqual(['AddMutation', 'HeaderQuery', 'ViaFragment']);
  });
});
