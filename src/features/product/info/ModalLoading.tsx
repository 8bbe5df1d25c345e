import { css } from '@linaria/core';

/** What a modal shows while its text loads. */
export function ModalLoading() {
  return (
    <p className={loading} role="status">
      Wird geladen …
    </p>
  );
}

const loading = css`
  margin: 0;
  color: var(--color-muted);
`;
