import { describe, expect, it } from 'vitest';
import { shopDomains, shopSchema } from './schemas.ts';

describe('shop resolver domains', () => {
  it('never define the same field twice', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [domain, resolvers] of Object.entries(shopDomains)) {
      for (const [type, fields] of Object.entries(resolvers)) {
        for (const field of Object.keys(fields as object)) {
          const key = `${type}.${field}`;
          const owner = owners.get(key);
          if (owner) clashes.push(`${key}: ${owner} and ${domain}`);
          owners.set(key, domain);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('build into an executable schema', () => {
    expect(shopSchema().getQueryType()?.getFields().productById).toBeDefined();
  });
});
