import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGES, CONTENT_IMAGE_PATH } from './assets.ts';
import { CONTENT_RECORDS } from './entries.ts';
import { CONTENT_KNOWN, MISCONFIGURED_ITEMS } from './fixtures.ts';
import { CONTENT_NOW, refId, type EntryShape } from './model.ts';

/** Types read through root collections: pages link them, never embed copies of them. */
const ROOT_TYPES = new Set(['Page', 'Modal', 'PhoneBox', 'LegalHint', 'Coupon', 'CategoryImageLink']);

const versions = CONTENT_RECORDS.flatMap((record) =>
  [record.published, record.draft].filter((version): version is EntryShape => Boolean(version)),
);

/** Calls visit for every object below a version (not the version itself), and for every link. */
function walk(value: unknown, visit: (node: Record<string, unknown>) => void, onRef: (id: string) => void, top = true): void {
  const linked = refId(value);
  if (linked !== undefined) return onRef(linked);
  if (Array.isArray(value)) return value.forEach((item) => walk(item, visit, onRef, false));
  if (typeof value !== 'object' || value === null) return;
  if (!top) visit(value as Record<string, unknown>);
  for (const [key, child] of Object.entries(value)) if (key !== 'json' && key !== 'linkBox') walk(child, visit, onRef, false);
}

describe('content data', () => {
  it('has unique record ids that match their versions', () => {
    const ids = CONTENT_RECORDS.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const record of CONTENT_RECORDS) {
      for (const version of [record.published, record.draft]) if (version) expect(version.sys.id).toBe(record.id);
    }
  });

  it('links only existing records and never copies a root-collection entry into another', () => {
    const ids = new Set(CONTENT_RECORDS.map((record) => record.id));
    const problems: string[] = [];
    for (const version of versions) {
      walk(
        version,
        (node) => {
          if (ROOT_TYPES.has(node['__typename'] as string)) problems.push(`${version.sys.id} embeds ${(node['sys'] as { id: string }).id}`);
        },
        (id) => {
          if (!ids.has(id)) problems.push(`${version.sys.id} links unknown ${id}`);
        },
      );
    }
    expect(problems).toEqual([]);
  });

  it('gives one entry id to one entry only, in each mode', () => {
    // A draft change may change nested items, so ids are compared within one mode.
    const modes = [CONTENT_RECORDS.map((record) => record.published), CONTENT_RECORDS.map((record) => record.draft ?? record.published)];
    for (const mode of modes) {
      const byId = new Map<string, unknown>();
      const clashes: string[] = [];
      for (const version of mode.filter((entry): entry is EntryShape => Boolean(entry))) {
        walk(
          version,
          (node) => {
            const id = (node['sys'] as { id?: string } | undefined)?.id;
            if (!id || !node['__typename']) return;
            const known = byId.get(id);
            if (known !== undefined && known !== node && !isDeepStrictEqual(known, node)) clashes.push(id);
            byId.set(id, node);
          },
          () => {},
        );
        if (byId.has(version.sys.id)) clashes.push(version.sys.id);
      }
      expect(clashes).toEqual([]);
    }
  });

  it('uses keys that differ from every entry id, and a modal per legal hint', () => {
    const entryIds = new Set<string>();
    const keys: { type: string; key: string }[] = [];
    for (const version of versions) {
      const collect = (node: Record<string, unknown>) => {
        const sysId = (node['sys'] as { id?: string } | undefined)?.id;
        if (sysId) entryIds.add(sysId);
        if ((node['__typename'] === 'Modal' || node['__typename'] === 'LegalHint') && typeof node['id'] === 'string')
          keys.push({ type: node['__typename'], key: node['id'] });
      };
      collect(version as unknown as Record<string, unknown>);
      walk(version, collect, () => {});
    }
    for (const { key } of keys) expect(entryIds.has(key), key).toBe(false);
    const modalKeys = new Set(keys.filter((k) => k.type === 'Modal').map((k) => k.key));
    for (const { key } of keys.filter((k) => k.type === 'LegalHint')) expect(modalKeys.has(key), key).toBe(true);
    expect(modalKeys).toContain('shippingCost');
  });

  it('publishes everything before the fixed now', () => {
    for (const version of versions) {
      const { publishedAt, firstPublishedAt } = version.sys;
      if (publishedAt) expect(publishedAt < CONTENT_NOW && (firstPublishedAt ?? '') <= publishedAt, version.sys.id).toBe(true);
    }
  });

  it('points every asset at a drawable image of the library', () => {
    for (const version of versions) {
      walk(
        version,
        (node) => {
          const url = (
            node['__typename'] === 'Asset' ? node['url'] : node['__typename'] === 'CloudinaryAsset' ? node['secure_url'] : undefined
          ) as string | undefined;
          if (url === undefined) return;
          // The file name names the picture; media-CDN URLs have delivery type, version and folder before it.
          const id = url.slice(url.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
          expect(url.startsWith(CONTENT_IMAGE_PATH) && CONTENT_IMAGES.has(id), url).toBe(true);
        },
        () => {},
      );
    }
  });

  it('keeps the fixtures true', () => {
    const pages = versions.filter((version) => version.__typename === 'Page') as (EntryShape & { slug: string; pageType: string })[];
    const slugs = (type: string) => pages.filter((page) => page.pageType === type && page.sys.publishedAt).map((page) => page.slug);
    expect(new Set(slugs('content'))).toEqual(new Set(CONTENT_KNOWN.pages.content));
    expect(slugs('inspiration')).toEqual(CONTENT_KNOWN.pages.inspiration);
    expect(slugs('outfit')).toEqual(CONTENT_KNOWN.pages.outfit);
    expect(CONTENT_RECORDS.find((record) => record.id === `page-${CONTENT_KNOWN.draftPage}`)?.published).toBeNull();
    for (const item of MISCONFIGURED_ITEMS) {
      const page = pages.find((candidate) => candidate.slug === item.slug)!;
      const found: string[] = [];
      walk(
        page,
        (node) => {
          if ((node['sys'] as { id?: string } | undefined)?.id === item.id) found.push(node['__typename'] as string);
        },
        (id) => {
          if (id === item.id) found.push(item.type);
        },
      );
      expect(found, item.id).toEqual([item.type]);
    }
  });
});
