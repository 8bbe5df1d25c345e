import { css } from '@linaria/core';

/** Beside the sizes: the fit hint and the way to the size tables; nothing when neither exists. */
export function SizeHelp({ hint, onOpenTables }: { hint: string | null; onOpenTables: (() => void) | null }) {
  if (!hint && !onOpenTables) return null;
  return (
    <p className={aside}>
      {hint && <span data-testid="buybox-size-hint">Passform: {hint}</span>}
      {onOpenTables && (
        <button type="button" className={linkButton} onClick={onOpenTables}>
          Größentabelle
        </button>
      )}
    </p>
  );
}

const aside = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.875rem;
`;
const linkButton = css`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
