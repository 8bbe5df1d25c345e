import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { commitTrackingOptOut } from './commitTrackingOptOut.ts';

const answering = (response: GraphQLResponse) =>
  new Environment({ network: Network.create(() => Promise.resolve(response)), store: new Store(new RecordSource()) });

describe('commitTrackingOptOut', () => {
  it('resolves with the outcome', async () => {
    for (const status of ['success', 'alreadyExists', 'nonExistentProvider'] as const) {
      await expect(commitTrackingOptOut(answering({ data: { trackingOptOut: { status } } }), 'criteo')).resolves.toBe(status);
    }
  });

  it('rejects an unknown outcome, an API error and a failed call', async () => {
    await expect(commitTrackingOptOut(answering({ data: { trackingOptOut: { status: 'maybe' } } }), 'criteo')).rejects.toThrow(
      'trackingOptOut failed',
    );
    // An error beside the data is the one field's: it leaves no outcome.
    await expect(
      commitTrackingOptOut(
        answering({ data: { trackingOptOut: null }, errors: [{ message: 'x' }] } as unknown as GraphQLResponse),
        'criteo',
      ),
    ).rejects.toThrow('trackingOptOut failed');
    await expect(
      commitTrackingOptOut(
        answering({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } as unknown as GraphQLResponse),
        'criteo',
      ),
    ).rejects.toThrow();
    const failing = new Environment({
      network: Network.create(() => Promise.reject(new Error('offline'))),
      store: new Store(new RecordSource()),
    });
    await expect(commitTrackingOptOut(failing, 'criteo')).rejects.toThrow('offline');
  });
});
