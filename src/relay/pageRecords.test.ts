import { stringify } from '@brillout/json-serializer/stringify';
import { describe, expect, it } from 'vitest';
import { packPageRecords, unpackPageRecords } from './pageRecords.ts';
import type { PageRecords } from './environment.ts';

const records: PageRecords = {
  shop: {
    'client:root': { __id: 'client:root', __typename: '__Root' },
    P1: { __id: 'P1', __typename: 'Product', name: 'Kleid </script> »Nord«' },
  },
  content: {},
};

describe('page records', () => {
  it('give the server render the very objects +data loaded', () => {
    expect(unpackPageRecords(packPageRecords(records))).toBe(records);
  });

  it('reach the browser as one JSON string that reads back to the same records', () => {
    // What Vike does with +data's result: its serializer, then JSON.parse in the browser.
    const sent = JSON.parse(
      stringify({ records: packPageRecords(records) }, { htmlScriptSafe: { escapeScripts: true, escapeURLs: true } }),
    ) as {
      records: { json: string };
    };
    expect(Object.keys(sent.records)).toEqual(['json']);
    // Each record's id is its key: sent once.
    expect(sent.records.json.match(/"P1"/g)).toHaveLength(1);
    const received = unpackPageRecords(sent.records);
    expect(received).toEqual(records);
    // Parsed once per payload.
    expect(unpackPageRecords(sent.records)).toBe(received);
  });

  it('keep records of no own id (deleted ones) as they are', () => {
    const withDeleted: PageRecords = { shop: { ...records.shop, gone: null } as PageRecords['shop'] };
    const packed = packPageRecords(withDeleted);
    expect(unpackPageRecords({ json: packed.json })).toEqual(withDeleted);
  });

  it('are absent when the page loaded none', () => {
    expect(unpackPageRecords(undefined)).toBeUndefined();
  });
});
