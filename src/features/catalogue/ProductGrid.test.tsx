import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid, TILES_PER_GROUP } from './ProductGrid.tsx';

function Grid({ count }: { count: number }) {
  return (
    <ProductGrid label="Kleider">
      {Array.from({ length: count }, (_, index) => (
        <article key={`P${index}`}>Artikel {index + 1}</article>
      ))}
    </ProductGrid>
  );
}

const boundaries = (html: string) => html.split('<!--$-->').length - 1;
const tileTexts = (root: ParentNode) => [...root.querySelectorAll('article')].map((tile) => tile.textContent);

describe('<ProductGrid>', () => {
  it('renders a listing page of tiles on the server in groups of whole rows, every tile in its order', () => {
    const html = renderToString(<Grid count={60} />);
    expect(TILES_PER_GROUP % 12).toBe(0);
    expect(boundaries(html)).toBe(5);
    const groups = html
      .split('<!--$-->')
      .slice(1)
      .map((group) => group.split('<article').length - 1);
    expect(groups).toEqual([12, 12, 12, 12, 12]);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(tileTexts(container)).toEqual(Array.from({ length: 60 }, (_, index) => `Artikel ${index + 1}`));
  });

  it('keeps a short row in one group', () => {
    expect(boundaries(renderToString(<Grid count={4} />))).toBe(1);
    expect(boundaries(renderToString(<Grid count={0} />))).toBe(0);
  });

  it('hydrates the server HTML without a mismatch and keeps its elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Grid count={60} />);
    document.body.append(container);
    const first = container.querySelector('article');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Grid count={60} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('article')).toBe(first);
    expect(tileTexts(container)).toHaveLength(60);
    container.remove();
  });
});
