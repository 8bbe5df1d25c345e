import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { HTTP_FAULT_CODES, faultCookie, faultHeader, type FaultHttpStatus } from '../../mock-server/faults/format.ts';
import { ContractPageQueryDocument } from './__generated__/content/graphql.ts';
import { ContractClientQueryDocument, ContractHeaderQueryDocument, ContractProductQueryDocument } from './__generated__/shop/graphql.ts';
import { CONTENT_TOKEN, errorCode, newVisitor, post, requestLog } from './support.ts';

const product = (visitor: string, faults: string) =>
  post(ContractProductQueryDocument, { id: KNOWN.availableProduct }, { visitor, headers: faultHeader(faults) });

describe('fault scenarios', () => {
  it('answers an error code with HTTP 200, by root field or operation name', async () => {
    for (const key of ['productById', 'ContractProductQuery', '*']) {
      const { status, body } = await product(newVisitor(), `${key}=REQUEST_TIMEOUT`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: null, errors: [{ extensions: { code: 'REQUEST_TIMEOUT' } }] });
    }
  });

  it('fails only the named root field with a field fault, keeping the rest (partial data)', async () => {
    const { status, body } = await post(
      ContractHeaderQueryDocument,
      {},
      {
        visitor: newVisitor(),
        headers: faultHeader('basket=field:INTERNAL_SERVER_ERROR'),
      },
    );
    expect(status).toBe(200);
    expect(body.data?.basket).toBeNull();
    expect(body.data?.client.isLoggedIn).toBe(false);
    expect(body.errors).toEqual([expect.objectContaining({ path: ['basket'], extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
  });

  it('leaves other operations alone', async () => {
    const { body } = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers: faultHeader('productById=GONE') });
    expect(body.data?.client.isLoggedIn).toBe(false);
  });

  it.each(Object.entries(HTTP_FAULT_CODES))('answers http:%s with that status and code %s', async (status, code) => {
    const response = await product(newVisitor(), `productById=http:${status}`);
    expect(response.status).toBe(Number(status));
    expect(errorCode(response.body)).toBe(code);
    expect(response.headers.get('rate-limit-reset')).toBe(Number(status) === 429 ? '1' : null);
  });

  it('sends rate-limit-reset from @N', async () => {
    const response = await product(newVisitor(), `productById=http:${429 satisfies FaultHttpStatus}@3`);
    expect(response.status).toBe(429);
    expect(response.headers.get('rate-limit-reset')).toBe('3');
  });

  it('limits a fault to the first N requests of a visitor, as the request log shows', async () => {
    const visitor = newVisitor();
    const first = await product(visitor, 'productById=REQUEST_TIMEOUT*1');
    const retry = await product(visitor, 'productById=REQUEST_TIMEOUT*1');
    expect(errorCode(first.body)).toBe('REQUEST_TIMEOUT');
    expect(retry.body.data?.productById?.id).toBe(KNOWN.availableProduct);
    const log = await requestLog(visitor);
    expect(log.map(({ operationName, status, code }) => ({ operationName, status, code }))).toEqual([
      { operationName: 'ContractProductQuery', status: 200, code: 'REQUEST_TIMEOUT' },
      { operationName: 'ContractProductQuery', status: 200, code: undefined },
    ]);
    // Another visitor has its own count.
    expect(errorCode((await product(newVisitor(), 'productById=REQUEST_TIMEOUT*1')).body)).toBe('REQUEST_TIMEOUT');
  });

  it('delays answers', async () => {
    const started = performance.now();
    const { body } = await product(newVisitor(), '*=delay:120');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(body.data?.productById?.id).toBe(KNOWN.availableProduct);
  });

  it('reads the URL-encoded mock_faults cookie', async () => {
    const visitor = newVisitor();
    const cookie = faultCookie('ContractProductQuery=http:503');
    const response = await post(
      ContractProductQueryDocument,
      { id: KNOWN.availableProduct },
      { visitor, headers: { cookie: `${cookie.name}=${cookie.value}` } },
    );
    expect(response.status).toBe(503);
    expect(errorCode(response.body)).toBe('SERVICE_UNAVAILABLE');
  });

  it('applies to the content API too', async () => {
    const response = await post(
      ContractPageQueryDocument,
      { slug: 'homepage' },
      { path: '/content/graphql', headers: { authorization: `Bearer ${CONTENT_TOKEN}`, ...faultHeader('pageCollection=http:429@2*1') } },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('rate-limit-reset')).toBe('2');
  });

  it('refuses a malformed fault spec loudly', async () => {
    const response = await post(ContractClientQueryDocument, {}, { visitor: newVisitor(), headers: { 'x-mock-faults': 'client=slow' } });
    expect(response.status).toBe(400);
    expect(errorCode(response.body)).toBe('INVALID_FAULT_SPEC');
  });
});
