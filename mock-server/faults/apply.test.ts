import { describe, expect, it } from 'vitest';
import { decideFaults, faultResponse, faultRulesOf, mergeDecisions } from './apply.ts';
import { parseFaults } from './format.ts';

const target = { operationName: 'ProductPageQuery', rootFields: ['productById', 'categoryById'] };

describe('deciding faults', () => {
  it('matches operation name, root field or *', () => {
    for (const key of ['ProductPageQuery', 'productById', 'categoryById', '*']) {
      expect(decideFaults(parseFaults(`${key}=GONE`), target, new Map()).fail).toEqual({ kind: 'code', code: 'GONE' });
    }
    expect(decideFaults(parseFaults('basket=GONE'), target, new Map())).toEqual({ delayMs: 0 });
  });

  it('adds up delays and lets the first error win', () => {
    const rules = parseFaults('*=delay:10;productById=http:502;ProductPageQuery=REQUEST_TIMEOUT;productById=delay:5');
    expect(decideFaults(rules, target, new Map())).toEqual({ delayMs: 15, fail: { kind: 'http', status: 502 }, failKey: 'productById' });
  });

  it('stops a *N rule after N matching requests of the visitor', () => {
    const rules = parseFaults('productById=REQUEST_TIMEOUT*2');
    const hits = new Map<string, number>();
    const fails = [1, 2, 3].map(() => decideFaults(rules, target, hits).fail?.kind ?? 'none');
    expect(fails).toEqual(['code', 'code', 'none']);
  });

  it("merges the rules for everyone with the visitor's own: delays add up, the first error wins", () => {
    const everyone = decideFaults(parseFaults('*=delay:100;*=http:503'), target, new Map());
    const own = decideFaults(parseFaults('*=delay:5;productById=GONE'), target, new Map());
    expect(mergeDecisions(everyone, own)).toEqual({ delayMs: 105, fail: { kind: 'http', status: 503 }, failKey: '*' });
    expect(mergeDecisions({ delayMs: 0 }, own)).toEqual({ delayMs: 5, fail: { kind: 'code', code: 'GONE' }, failKey: 'productById' });
    expect(mergeDecisions({ delayMs: 1 }, { delayMs: 2 })).toEqual({ delayMs: 3 });
  });

  it('reads the header before the cookie', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/graphql', { headers });
    expect(faultRulesOf(request({ cookie: 'mock_faults=a%3DGONE' }))).toEqual([{ key: 'a', effect: { kind: 'code', code: 'GONE' } }]);
    expect(faultRulesOf(request({ cookie: 'mock_faults=a%3DGONE', 'x-mock-faults': 'b=GONE' }))[0]?.key).toBe('b');
    expect(faultRulesOf(request({}))).toEqual([]);
  });
});

describe('fault responses', () => {
  it('answers a code with HTTP 200 and a GraphQL error', async () => {
    const response = faultResponse({ kind: 'code', code: 'REQUEST_TIMEOUT' }, target);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'REQUEST_TIMEOUT' } }] });
  });

  it('answers an HTTP fault with its status and code, 429 with rate-limit-reset', async () => {
    const gone = faultResponse({ kind: 'http', status: 410 }, target);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ errors: [{ extensions: { code: 'GONE' } }] });
    expect(gone.headers.get('rate-limit-reset')).toBeNull();
    expect(faultResponse({ kind: 'http', status: 429 }, target).headers.get('rate-limit-reset')).toBe('1');
    expect(faultResponse({ kind: 'http', status: 429, resetSeconds: 4 }, target).headers.get('rate-limit-reset')).toBe('4');
  });
});
