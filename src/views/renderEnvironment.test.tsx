// The server render's environments (src/relay/environment.ts) with a real query of the views (here,
// since src/relay may not import them).
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { ListingTrailQuery as TrailQueryType } from './__generated__/ListingTrailQuery.graphql.ts';
import ListingTrailQuery from './__generated__/ListingTrailQuery.graphql.ts';
import { storeOnlyEnvironmentFor, type RecordMap } from '../relay/environment.ts';
import { getDataIdFor } from '../relay/dataId.ts';

const variables = { locale: 'de-DE' };

/** The records +data leaves after the trail query was answered. */
function trailRecords(name: string): RecordMap {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network'))),
    store: new Store(new RecordSource()),
    getDataID: getDataIdFor('shop'),
  });
  environment.commitPayload(createOperationDescriptor(ListingTrailQuery, variables), {
    navigation: { id: 'nav-de-DE', categories: [{ id: 'c1', name, title: null, path: '/damen-mode', children: [] }] },
  });
  return environment.getStore().getSource().toJSON();
}

function Trail() {
  const data = useLazyLoadQuery<TrailQueryType>(ListingTrailQuery, variables, { fetchPolicy: 'store-or-network' });
  return <p>{data.navigation.categories.map((category) => category.name).join(', ')}</p>;
}

const render = (records: RecordMap) =>
  renderToString(
    <RelayEnvironmentProvider environment={storeOnlyEnvironmentFor('shop', records)}>
      <Trail />
    </RelayEnvironmentProvider>,
  );

describe('the server render environment', () => {
  it('is one per records object, so views of the same shared records check and read a page query once', () => {
    const records = trailRecords('Damen-Mode');
    const environment = storeOnlyEnvironmentFor('shop', records);
    const check = vi.spyOn(environment, 'check');
    expect(render(records)).toBe('<p>Damen-Mode</p>');
    expect(render(records)).toBe('<p>Damen-Mode</p>');
    expect(check).toHaveBeenCalledTimes(1);
    expect(storeOnlyEnvironmentFor('shop', records)).toBe(environment);
  });

  it('is a new one for other records, with what they hold', () => {
    const records = trailRecords('Damen-Mode');
    const other = trailRecords('Herren-Mode');
    expect(render(records)).toBe('<p>Damen-Mode</p>');
    expect(render(other)).toBe('<p>Herren-Mode</p>');
    expect(storeOnlyEnvironmentFor('shop', other)).not.toBe(storeOnlyEnvironmentFor('shop', records));
    expect(storeOnlyEnvironmentFor('shop', undefined)).not.toBe(storeOnlyEnvironmentFor('shop', undefined));
  });

  it('keeps its records for later views: nothing is retained on the server, and nothing is collected', async () => {
    const records = trailRecords('Damen-Mode');
    expect(render(records)).toBe('<p>Damen-Mode</p>');
    const store = storeOnlyEnvironmentFor('shop', records).getStore() as Store;
    store.scheduleGC();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSource().getRecordIDs()).toEqual(Object.keys(records));
    expect(render(records)).toBe('<p>Damen-Mode</p>');
  });
});
