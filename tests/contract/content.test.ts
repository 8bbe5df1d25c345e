import { describe, expect, it } from 'vitest';
import { ContractPageQueryDocument } from './__generated__/content/graphql.ts';
import { CONTENT_TOKEN, PREVIEW_TOKEN, errorCode, post } from './support.ts';

const page = (variables: Parameters<typeof post<unknown, { slug?: string; limit?: number; preview?: boolean }>>[1], token?: string) =>
  post(ContractPageQueryDocument, variables, {
    path: '/content/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('content API', () => {
  it('serves the homepage with the delivery token', async () => {
    const { status, body } = await page({ slug: 'homepage' }, CONTENT_TOKEN);
    expect(status).toBe(200);
    const collection = body.data!.pageCollection;
    expect(collection.total).toBe(1);
    expect(collection.items[0]).toMatchObject({ slug: 'homepage', sys: { id: 'page-homepage' } });
    expect(collection.items[0]!.headline).toMatch(/Willkommen/);
    expect(collection.items[0]!.sys.publishedAt).toMatch(/^2026-/);
  });

  it.each(['lieferung', 'faqs', 'agb', 'rueckgabe'])('serves the content page %s', async (slug) => {
    const item = (await page({ slug }, CONTENT_TOKEN)).body.data!.pageCollection.items[0]!;
    expect(item.slug).toBe(slug);
    expect(item.title).not.toBe('');
    expect(item.intro).toBeTruthy();
  });

  it('answers an unknown slug with an empty collection', async () => {
    expect((await page({ slug: 'gibt-es-nicht' }, CONTENT_TOKEN)).body.data!.pageCollection).toEqual({ total: 0, items: [] });
  });

  it('applies limit after counting', async () => {
    const collection = (await page({ limit: 2 }, CONTENT_TOKEN)).body.data!.pageCollection;
    expect(collection.total).toBe(5);
    expect(collection.items).toHaveLength(2);
  });

  it('refuses missing and wrong tokens with HTTP 401', async () => {
    for (const token of [undefined, 'wrong-token']) {
      const { status, body } = await page({ slug: 'homepage' }, token);
      expect(status).toBe(401);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
    }
  });

  it('shows drafts only in preview with the preview token', async () => {
    expect((await page({ slug: 'adventskalender' }, CONTENT_TOKEN)).body.data!.pageCollection.total).toBe(0);
    expect((await page({ slug: 'adventskalender' }, PREVIEW_TOKEN)).body.data!.pageCollection.total).toBe(0);
    const draft = (await page({ slug: 'adventskalender', preview: true }, PREVIEW_TOKEN)).body.data!.pageCollection;
    expect(draft.items[0]).toMatchObject({ slug: 'adventskalender', sys: { publishedAt: null } });
    const refused = await page({ slug: 'adventskalender', preview: true }, CONTENT_TOKEN);
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe('UNAUTHENTICATED');
  });
});
