import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SizeTableContentQuery as QueryType } from './__generated__/SizeTableContentQuery.graphql.ts';
import type { SizeOption } from './SizeChoice.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

// Loaded when the modal opens (see SizeTableModal).
export const query = graphql`
  query SizeTableContentQuery($id: ID!, $locale: String!) {
    productById(id: $id, locale: $locale) {
      id
      companyOfOrigin
      sizeTables {
        companyOfOrigin
        title
        headers
        rows
      }
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<QueryType>;
  hint: string | null;
  sizes: readonly SizeOption[];
  selected: string | null;
  onSelect: (variantId: string) => void;
}

/** The modal's content: sizes to pick, fit hint, and the tables (the partner's own first). */
export function SizeTableContent({ queryRef, hint, sizes, selected, onSelect }: Props) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const texts = productTexts(usePageContext().shop.locale);
  const origin = data.productById?.companyOfOrigin;
  const tables = [...(data.productById?.sizeTables ?? [])].sort(
    (a, b) => Number(b.companyOfOrigin === origin) - Number(a.companyOfOrigin === origin),
  );
  return (
    <div className={content}>
      {hint && <p className={fit}>{texts.productFit({ hint })}</p>}
      <p className={choicesLabel}>{texts.productYourSize()}</p>
      <div className={choices} role="group" aria-label={texts.productSize()}>
        {sizes.map((size) => (
          <button
            key={size.id}
            type="button"
            className={choice}
            aria-pressed={size.id === selected}
            data-soldout={size.soldOut || undefined}
            onClick={() => onSelect(size.id)}
          >
            {size.label}
            {size.soldOut && <span className={soldOutNote}>{texts.productSizeSoldOut()}</span>}
          </button>
        ))}
      </div>
      {tables.map((table) => (
        <section key={table.companyOfOrigin} className={tableSection}>
          <h3 className={tableTitle}>{table.title}</h3>
          {/* Wide tables scroll sideways; the region is focusable so keyboards can scroll it too. */}
          <div className={scroll} role="region" aria-label={table.title} tabIndex={0}>
            <table className={grid} aria-label={table.title}>
              <thead>
                <tr>
                  {table.headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={column}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {tables.length === 0 && <p>{texts.productNoSizeTable()}</p>}
    </div>
  );
}

const content = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
const fit = css`
  margin: 0;
  font-weight: 700;
`;
const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const choice = css`
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  padding: 0 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: var(--color-primary);
    box-shadow: inset 0 0 0 1px var(--color-primary);
  }
  &[data-soldout] {
    color: var(--color-muted);
  }
`;
const soldOutNote = css`
  font-size: 0.875em;
`;
const choicesLabel = css`
  margin: 0 0 -0.5rem;
`;
const tableSection = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
const tableTitle = css`
  margin: 0;
  font-size: 1rem;
`;
const scroll = css`
  overflow-x: auto;
`;
const grid = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    background: var(--color-surface);
  }
  /* The size column stays in view while the measures scroll. */
  tbody th {
    position: sticky;
    left: 0;
    background: var(--color-background);
  }
`;
