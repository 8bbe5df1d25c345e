import { useState } from 'react';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { requiredText } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { HashModal } from '../../ui/HashModal.tsx';
import { accountMessage } from './accountMessages.ts';
import { isAuthError } from './session.ts';
import { useRequestOlderInvoicesMutation } from './useAccountMutations.ts';

export const OLDER_INVOICES_MODAL = 'olderInvoicesModal';

const schema = v.object({ period: requiredText() });

/** Invoices older than 12 months are sent by post on request. */
export function OlderInvoicesModal() {
  return (
    <HashModal id={OLDER_INVOICES_MODAL} title="Ältere Rechnungen anfordern">
      <OlderInvoicesForm />
    </HashModal>
  );
}

export function OlderInvoicesForm() {
  const request = useRequestOlderInvoicesMutation();
  const form = useSchemaForm(schema, { period: '' });
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{accountMessage('OLDER_INVOICES_REQUESTED')}</p>;
  return (
    <Form
      form={form}
      aria-label="Ältere Rechnungen anfordern"
      onSubmit={async ({ period }) => {
        try {
          await request(period);
        } catch (error) {
          // A login that ran out: say so; what was typed stays for the next try.
          if (!isAuthError(error)) throw error;
          form.setError('root.server', { message: accountMessage('SESSION_EXPIRED') });
          return false;
        }
        setDone(true);
      }}
    >
      <p>Rechnungen, die älter als 12 Monate sind, senden wir Ihnen per Post zu.</p>
      <TextField name="period" label="Welcher Zeitraum? (z. B. Jahr oder Monat)" required />
      <FormMessage />
      <SubmitButton>Anfordern</SubmitButton>
    </Form>
  );
}
