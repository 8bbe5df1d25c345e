import { css } from '@linaria/core';
import { useReducer } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { accountMessage } from './accountMessages.ts';
import { nextDeletionState } from './deletionState.ts';
import { useRequestDeletionMutation } from './useAccountMutations.ts';

export const DELETE_ACCOUNT_MODAL = 'deleteAccountModal';

/** 'Konto löschen' with its confirmation step (spec 4, account deletion). */
export function DeleteAccountModal() {
  const { modalProps } = useModal(DELETE_ACCOUNT_MODAL);
  const [state, dispatch] = useReducer(nextDeletionState, 'default');
  const request = useRequestDeletionMutation();

  const yes = async () => {
    if (state !== 'confirm') return;
    dispatch('yes');
    try {
      await request();
      dispatch('succeeded');
    } catch {
      dispatch('failed');
    }
  };

  return (
    <Modal title="Konto löschen" {...modalProps}>
      <div className={body} aria-live="polite">
        {state === 'default' && (
          <>
            <p>Wenn Sie Ihr Kundenkonto löschen, können Sie Bestellungen, Rechnungen und Ihren Kontostand hier nicht mehr einsehen.</p>
            <div>
              <Button variant="secondary" onClick={() => dispatch('start')}>
                Konto löschen
              </Button>
            </div>
          </>
        )}
        {(state === 'confirm' || state === 'submitting') && (
          <>
            <p>
              <strong>{accountMessage('DELETE_ACCOUNT_QUESTION')}</strong>
            </p>
            <div className={choices}>
              <Button onClick={() => void yes()} state={state === 'submitting' ? 'loading' : 'idle'} announce={false}>
                Ja
              </Button>
              <Button variant="secondary" onClick={() => dispatch('no')} disabled={state === 'submitting'}>
                Nein
              </Button>
            </div>
          </>
        )}
        {state === 'submitted' && <p role="status">{accountMessage('DELETE_ACCOUNT_SUCCESS')}</p>}
        {state === 'error' && (
          <>
            <p role="alert" className={error}>
              {accountMessage('DELETE_ACCOUNT_ERROR')}
            </p>
            <div>
              <Button variant="secondary" onClick={() => dispatch('start')}>
                Erneut versuchen
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

const body = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  p {
    margin: 0;
  }
`;
const choices = css`
  display: flex;
  gap: var(--space-3);
`;
const error = css`
  color: var(--color-error);
`;
