import { describe, expect, it } from 'vitest';
import { richTextHeadings, slugify, tableOfContents } from './headings.ts';

describe('headings', () => {
  it('slugs match the anchors editors use', () => {
    expect(slugify('GOTS und OCS')).toBe('gots-und-ocs');
    expect(slugify('Rückgabe & Umtausch')).toBe('rueckgabe-umtausch');
    expect(slugify('§ 1 Geltungsbereich')).toBe('1-geltungsbereich');
  });

  it('finds rich-text headings with their level', () => {
    const json = {
      nodeType: 'document',
      content: [
        { nodeType: 'heading-2', content: [{ nodeType: 'text', value: 'Versand' }] },
        { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'x' }] },
        { nodeType: 'heading-3', content: [{ nodeType: 'text', value: 'Kosten' }] },
      ],
    };
    expect(richTextHeadings(json)).toEqual([
      { id: 'versand', text: 'Versand', level: 2 },
      { id: 'kosten', text: 'Kosten', level: 3 },
    ]);
  });

  it('shows levelsToShow levels from the top one', () => {
    const headings = [
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 3 },
      { id: 'c', text: 'C', level: 4 },
    ];
    expect(tableOfContents(headings, 1).map((h) => h.id)).toEqual(['a']);
    expect(tableOfContents(headings, 2).map((h) => h.id)).toEqual(['a', 'b']);
    expect(tableOfContents(headings, 3).map((h) => h.id)).toEqual(['a', 'b', 'c']);
  });
});
