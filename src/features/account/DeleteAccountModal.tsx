import { css } from '@linaria/core';
import { useReducer } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { customerTexts } from './customerTexts.ts';
import { nextDeletionState } from './deletionState.ts';
import { useRequestDeletionMutation } from './useAccountMutations.ts';

export const DELETE_ACCOUNT_MODAL = 'deleteAccountModal';

/** 'Konto löschen' with its confirmation step. */
export function DeleteAccountModal() {
  const t = customerTexts(usePageContext().shop.locale);
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
    <Modal title={t.customerDelete()} {...modalProps}>
      <div className={body} aria-live="polite">
        {state === 'default' && (
          <>
            <p>{t.customerDeleteIntro()}</p>
            <div>
              <Button variant="secondary" onClick={() => dispatch('start')}>
                {t.customerDelete()}
              </Button>
            </div>
          </>
        )}
        {(state === 'confirm' || state === 'submitting') && (
          <>
            <p>
              <strong>{t.customerDeleteQuestion()}</strong>
            </p>
            <div className={choices}>
              <Button onClick={() => void yes()} state={state === 'submitting' ? 'loading' : 'idle'} announce={false}>
                {t.customerYes()}
              </Button>
              <Button variant="secondary" onClick={() => dispatch('no')} disabled={state === 'submitting'}>
                {t.customerNo()}
              </Button>
            </div>
          </>
        )}
        {state === 'submitted' && <p role="status">{t.customerDeleteSuccess()}</p>}
        {state === 'error' && (
          <>
            <p role="alert" className={error}>
              {t.customerDeleteError()}
            </p>
            <div>
              <Button variant="secondary" onClick={() => dispatch('start')}>
                {t.customerRetry()}
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
