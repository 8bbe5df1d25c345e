// The GraphQL over HTTP conformance audits of the graphql-http package, run in-process against
// both mock endpoints: every MUST and every SHOULD has to pass.
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app.ts';

const mock = createMockServer();

const endpoints = {
  shop: { url: 'http://localhost/graphql', headers: {} as Record<string, string> },
  content: { url: 'http://localhost/content/graphql', headers: { authorization: 'Bearer mock-content-token' } },
};

for (const [name, { url, headers }] of Object.entries(endpoints)) {
  describe(`GraphQL over HTTP: ${name} endpoint`, () => {
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      for (const [key, value] of Object.entries(headers)) request.headers.set(key, value);
      request.headers.set('cookie', 'mock_visitor=graphql-http-audit');
      return mock.fetch(request);
    };
    for (const audit of serverAudits({ url, fetchFn })) {
      if (audit.name.startsWith('MAY')) continue;
      it(audit.name, async () => {
        const result = await audit.fn();
        expect(result.status === 'ok' ? 'ok' : `${result.status}: ${'reason' in result ? result.reason : ''}`).toBe('ok');
      });
    }
  });
}
