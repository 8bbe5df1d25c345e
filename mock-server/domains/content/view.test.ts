import { describe, expect, it } from 'vitest';
import { changedRecord, draftRecord, draftSys, publishedRecord, publishedSys, ref, type EntryShape } from '../../data/content/model.ts';
import { buildView } from './view.ts';

interface TestEntry extends EntryShape {
  title: string;
  link?: TestEntry | null;
  items?: TestEntry[];
  json?: unknown;
}

const published = (id: string, fields: Omit<TestEntry, 'sys'>): TestEntry => ({ sys: publishedSys(id), ...fields });
const draft = (id: string, fields: Omit<TestEntry, 'sys'>): TestEntry => ({ sys: draftSys(id), ...fields });

const records = [
  publishedRecord(
    published('a', {
      __typename: 'Page',
      title: 'A',
      link: ref('b'),
      items: [ref('b'), ref('d'), { sys: publishedSys('inline'), title: 'inline' }],
    }),
  ),
  changedRecord(
    published('b', { __typename: 'Page', title: 'B', link: ref('a') }),
    published('b', { __typename: 'Page', title: 'B changed', link: ref('a') }),
  ),
  publishedRecord(published('c', { __typename: 'Page', title: 'C', link: ref('d'), json: { nodeType: 'document' } })),
  draftRecord(draft('d', { __typename: 'Coupon', title: 'D' })),
];

describe('content views', () => {
  it('serve published versions in delivery and the newest in preview', () => {
    expect(buildView(records, 'published').entries.map((entry) => (entry as TestEntry).title)).toEqual(['A', 'B', 'C']);
    expect(buildView(records, 'preview').entries.map((entry) => (entry as TestEntry).title)).toEqual(['A', 'B changed', 'C', 'D']);
  });

  it('resolve links per mode: a draft target is null, and left out of lists', () => {
    const delivery = buildView(records, 'published').byId;
    expect((delivery.get('c') as TestEntry).link).toBeNull();
    expect((delivery.get('a') as TestEntry).items!.map((item) => item.title)).toEqual(['B', 'inline']);
    const preview = buildView(records, 'preview').byId;
    expect((preview.get('c') as TestEntry).link!.title).toBe('D');
    expect((preview.get('a') as TestEntry).items!.map((item) => item.title)).toEqual(['B changed', 'D', 'inline']);
  });

  it('share one copy per entry, so links may form cycles', () => {
    const view = buildView(records, 'published').byId;
    const a = view.get('a') as TestEntry;
    expect(a.link!.link).toBe(a);
    expect(a.items![0]).toBe(a.link);
  });

  it('leave the source records untouched and JSON fields as they are', () => {
    const view = buildView(records, 'preview').byId;
    expect((records[0]!.published as TestEntry).link).not.toHaveProperty('title');
    expect((view.get('c') as TestEntry).json).toBe((records[2]!.published as TestEntry).json);
  });
});
