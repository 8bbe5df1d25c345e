import { css } from '@linaria/core';
import { formatDisplayNumber } from '../displayNumber.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

interface Props {
  displayNumber: string;
  rows: ReadonlyArray<{ key: string; label: string; value: string }>;
}

/** The 'Details' panel: the article number, then the labelled attributes. */
export function DetailList({ displayNumber, rows }: Props) {
  return (
    <dl className={list}>
      <div>
        <dt>{productTexts(usePageContext().shop.locale).productArticleNumber()}</dt>
        <dd>{formatDisplayNumber(displayNumber)}</dd>
      </div>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const list = css`
  display: grid;
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: var(--space-4);
    padding: 0.375rem 0;
    border-bottom: 1px solid var(--color-border);
  }
  & > div:last-child {
    border-bottom: 0;
  }
  /* Long German compounds ('Energieeffizienzklasse') break rather than overflow. */
  & dt,
  & dd {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  & dt {
    color: var(--color-muted);
  }
  & dd {
    margin: 0;
  }
`;
