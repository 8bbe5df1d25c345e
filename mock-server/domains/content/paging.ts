import { graphqlError } from '../../graphql/errors.ts';

/** Largest page a collection serves, as in the CMS's API. */
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;

export interface Paging {
  limit?: number | null;
  skip?: number | null;
}

export interface Page<T> {
  total: number;
  skip: number;
  limit: number;
  items: T[];
}

/** Counts before slicing, so total reports every match. */
export function pageOf<T>(items: readonly T[], paging: Paging): Page<T> {
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const skip = paging.skip ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) {
    throw graphqlError(`limit must be between 0 and ${MAX_LIMIT}, got ${limit}`, { code: 'BAD_USER_INPUT', argumentName: 'limit' });
  }
  if (!Number.isInteger(skip) || skip < 0)
    throw graphqlError(`skip must be 0 or more, got ${skip}`, { code: 'BAD_USER_INPUT', argumentName: 'skip' });
  return { total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
}
