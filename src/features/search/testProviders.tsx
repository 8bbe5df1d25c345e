// Test support: the search field's surroundings (page context, a Relay environment whose network
// answers from fixed data and records what it was asked).
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';

/** Answers by operation name; an operation without an answer fails like a network error. */
export type Answers = Record<string, () => Promise<unknown>>;

const pageContext = {
  basePath: '',
  shop: { code: 'test', brand: 'Test', host: 'https://shop.example', locale: 'de-DE', currency: 'EUR', servicePhone: '' },
} as unknown as PageContext;

export function searchTestEnvironment(answers: Answers) {
  const calls: { name: string; variables: Variables }[] = [];
  const network = Network.create(async (request: RequestParameters, variables: Variables) => {
    calls.push({ name: request.name, variables });
    const answer = answers[request.name];
    if (!answer) throw new Error(`No answer for ${request.name}`);
    return { data: await answer() } as never;
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </VikeReactProviderPageContext>
  );
  return { calls, wrapper };
}
