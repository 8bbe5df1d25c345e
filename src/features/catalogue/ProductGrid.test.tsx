import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid.tsx';

describe('<ProductGrid>', () => {
  it('puts every tile into a boundary of its own (rendered and hydrated on its own)', () => {
    const html = renderToString(
      <ProductGrid label="Kleider">
        {['P1', 'P2', 'P3'].map((id) => (
          <article key={id}>{id}</article>
        ))}
      </ProductGrid>,
    );
    expect(html).toContain('aria-label="Kleider"');
    expect(html.match(/<!--\$--><article>P\d<\/article><!--\/\$-->/g)).toEqual([
      '<!--$--><article>P1</article><!--/$-->',
      '<!--$--><article>P2</article><!--/$-->',
      '<!--$--><article>P3</article><!--/$-->',
    ]);
  });
});
