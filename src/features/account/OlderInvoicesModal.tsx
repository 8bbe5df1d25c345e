import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { requiredText } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { HashModal } from '../../ui/HashModal.tsx';
import { customerTexts } from './customerTexts.ts';
import { isAuthError } from './session.ts';
import { useRequestOlderInvoicesMutation } from './useAccountMutations.ts';

export const OLDER_INVOICES_MODAL = 'olderInvoicesModal';

const schema = v.object({ period: requiredText() });

/** Invoices older than 12 months are sent by post on request. */
export function OlderInvoicesModal() {
  const t = customerTexts(usePageContext().shop.locale);
  return (
    <HashModal id={OLDER_INVOICES_MODAL} title={t.customerRequestOlder()}>
      <OlderInvoicesForm />
    </HashModal>
  );
}

export function OlderInvoicesForm() {
  const t = customerTexts(usePageContext().shop.locale);
  const request = useRequestOlderInvoicesMutation();
  const form = useSchemaForm(schema, { period: '' });
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{t.customerOlderRequested()}</p>;
  return (
    <Form
      form={form}
      aria-label={t.customerRequestOlder()}
      onSubmit={async ({ period }) => {
        try {
          await request(period);
        } catch (error) {
          // A login that ran out: say so; what was typed stays for the next try.
          if (!isAuthError(error)) throw error;
          form.setError('root.server', { message: t.customerSessionExpired() });
          return false;
        }
        setDone(true);
      }}
    >
      <p>{t.customerOlderIntro()}</p>
      <TextField name="period" label={t.customerOlderPeriod()} required />
      <FormMessage />
      <SubmitButton>{t.customerRequest()}</SubmitButton>
    </Form>
  );
}
