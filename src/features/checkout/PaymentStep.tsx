import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { useFormContext } from '../../ui/form/formControl.tsx';
import type * as v from 'valibot';
import { Field } from '../../ui/form/Field.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { choice, hint } from '../../ui/form/styles.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import type { PaymentStep_checkout$data, PaymentStep_checkout$key } from './__generated__/PaymentStep_checkout.graphql.ts';
import { checkoutTexts } from './texts.ts';
import { useSetPaymentMutation } from './useSetPaymentMutation.ts';

import { paymentSchema as schema } from './schemas.ts';

/** 'zzgl. 3,99 €' or 'ohne Aufpreis', in the shop's language. */
export const surchargeText = (cents: number, currency: string, locale: string) =>
  cents > 0
    ? checkoutTexts(locale).checkoutSurcharge({ price: formatPrice(cents, currency, locale) })
    : checkoutTexts(locale).checkoutNoSurcharge();

interface Props {
  checkout: PaymentStep_checkout$key;
  locale: string;
  onDone: (paymentMethodId: string) => void;
}

/** The payment methods the shop offers for this basket, with their surcharges. */
export function PaymentStep({ checkout, locale, onDone }: Props) {
  const data = useFragment(
    graphql`
      fragment PaymentStep_checkout on Checkout {
        selectedPaymentMethodId
        totals {
          currency
        }
        paymentMethods {
          id
          name
          description
          surcharge
          available
        }
      }
    `,
    checkout,
  );
  const t = checkoutTexts(locale);
  const setPayment = useSetPaymentMutation();
  const form = useSchemaForm(schema, { paymentMethodId: data.selectedPaymentMethodId ?? '' });
  const submit = async ({ paymentMethodId }: v.InferOutput<typeof schema>) => {
    await setPayment(paymentMethodId);
    onDone(paymentMethodId);
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t.checkoutStepPayment()} successMs={400}>
      <Field name="paymentMethodId" label={t.checkoutPaymentQuestion()} required group>
        {({ id, 'aria-required': _required, ...wiring }) => (
          <div className={methods}>
            {data.paymentMethods.map((method) => (
              <Method
                key={method.id}
                method={method}
                inputId={`${id}-${method.id}`}
                wiring={wiring}
                currency={data.totals.currency}
                locale={locale}
              />
            ))}
          </div>
        )}
      </Field>
      <FormMessage />
      <div>
        <SubmitButton>{t.checkoutToReview()}</SubmitButton>
      </div>
    </Form>
  );
}

type Method = PaymentStep_checkout$data['paymentMethods'][number];

function Method({
  method,
  inputId,
  wiring,
  currency,
  locale,
}: {
  method: Method;
  inputId: string;
  wiring: object;
  currency: string;
  locale: string;
}) {
  const { register } = useFormContext();
  return (
    <label className={`${choice} ${option}`} htmlFor={inputId}>
      <input type="radio" id={inputId} value={method.id} disabled={!method.available} {...wiring} {...register('paymentMethodId')} />
      <span>
        <strong>{method.name}</strong> <span>({surchargeText(method.surcharge, currency, locale)})</span>
        <span className={hint}>
          {method.available ? method.description : checkoutTexts(locale).checkoutPaymentUnavailable({ description: method.description })}
        </span>
      </span>
    </label>
  );
}

const methods = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;
const option = css`
  align-items: flex-start;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  span {
    display: block;
  }
  strong,
  strong + span {
    display: inline;
  }
`;
