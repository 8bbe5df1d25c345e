import { css } from '@linaria/core';
import { useState } from 'react';
import { useController } from '../../ui/form/formControl.tsx';
import { graphql, useFragment } from 'react-relay';
import * as v from 'valibot';
import { message as ruleMessage } from '../../ui/form/rules.ts';
import { address } from '../../ui/form/address.ts';
import { Field } from '../../ui/form/Field.tsx';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { choice } from '../../ui/form/styles.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { Link } from '../../ui/Link.tsx';
import { withParts } from '../../i18n/parts.tsx';
import { media } from '../../ui/breakpoints.ts';
import { productImageUrl } from '../../ui/productImage.ts';
import type { CatalogueOrderForm_catalogues$key } from './__generated__/CatalogueOrderForm_catalogues.graphql.ts';
import { asFormFailure, requiredFieldsNotice } from './formFailure.ts';
import { Outcome } from './Outcome.tsx';
import { catalogueOrderTexts } from './catalogueOrderTexts.ts';
import { salutations } from './salutations.ts';
import { heading, small } from './styles.ts';
import { useRequestCataloguesMutation } from './useRequestCataloguesMutation.ts';
import { usePageContext } from 'vike-react/usePageContext';

export const catalogueSchema = v.object({
  catalogueIds: v.pipe(v.array(v.string()), v.minLength(1, ruleMessage('NO_CATALOG_SELECTED'))),
  address: address(),
});

/** Free printed catalogues: pick at least one, give the address they go to. */
export function CatalogueOrderForm({ catalogues }: { catalogues: CatalogueOrderForm_catalogues$key }) {
  const { locale } = usePageContext().shop;
  const t = catalogueOrderTexts(locale);
  const list = useFragment(
    graphql`
      fragment CatalogueOrderForm_catalogues on PrintCatalogue @relay(plural: true) {
        id
        title
        description
        image {
          hash
          alt
        }
      }
    `,
    catalogues,
  );
  const request = useRequestCataloguesMutation();
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  const form = useSchemaForm(catalogueSchema, {
    catalogueIds: [],
    address: { gender: undefined, firstName: '', lastName: '', street: '', houseNumber: '', additional: '', zipCode: '', city: '' },
  });

  const submit = async (values: v.InferOutput<typeof catalogueSchema>) => {
    try {
      const { requestCatalogues } = await request({
        input: { catalogueIds: values.catalogueIds, address: { ...values.address, additional: values.address.additional || null } },
      });
      setReference(requestCatalogues.reference ?? null);
    } catch (error) {
      throw asFormFailure(error, 'FORM_SUBMIT_FAILED');
    }
  };

  if (reference !== undefined) {
    return (
      <Outcome title={t.catalogueOrderSent()}>
        <p>
          {t.catalogueOrderSentText()}
          {reference && ` ${t.catalogueOrderReference({ reference })}`}
        </p>
      </Outcome>
    );
  }
  return (
    <Form form={form} onSubmit={submit} onInvalid={requiredFieldsNotice(locale, form)} aria-label={t.catalogueOrderForm()}>
      <CatalogueChoice catalogues={list} label={t.catalogueOrderChoose()} />
      <h2 className={heading}>{t.catalogueOrderAddress()}</h2>
      <RadioGroup
        name="address.gender"
        legend={t.catalogueOrderSalutation()}
        options={salutations({ f: t.catalogueOrderSalutationF(), m: t.catalogueOrderSalutationM(), d: t.catalogueOrderSalutationD() })}
        required
        inline
      />
      <TextField name="address.firstName" label={t.catalogueOrderFirstName()} autoComplete="given-name" required />
      <TextField name="address.lastName" label={t.catalogueOrderLastName()} autoComplete="family-name" required />
      <div className={pair}>
        <TextField name="address.street" label={t.catalogueOrderStreet()} autoComplete="address-line1" required />
        <TextField name="address.houseNumber" label={t.catalogueOrderHouseNumber()} required />
      </div>
      <TextField name="address.additional" label={t.catalogueOrderAdditional()} autoComplete="address-line2" />
      <div className={zipPair}>
        <TextField name="address.zipCode" label={t.catalogueOrderZipCode()} inputMode="numeric" autoComplete="postal-code" required />
        <TextField name="address.city" label={t.catalogueOrderCity()} autoComplete="address-level2" required />
      </div>
      <p className={small}>
        {withParts(t.catalogueOrderTerms, {
          terms: <Link href="/content/agb">{t.catalogueOrderTermsLink()}</Link>,
          withdrawal: <Link href="/content/widerrufsrecht">{t.catalogueOrderWithdrawalLink()}</Link>,
        })}
      </p>
      <FormMessage />
      <SubmitButton>{t.catalogueOrderSubmit()}</SubmitButton>
    </Form>
  );
}

type Catalogue = { id: string; title: string; description: string; image: { hash: string; alt: string | null | undefined } };

/** The catalogues as checkboxes with their covers; the value is the list of chosen ids. */
function CatalogueChoice({ catalogues, label }: { catalogues: readonly Catalogue[]; label: string }) {
  const { field } = useController({ name: 'catalogueIds' });
  const chosen = (field.value as string[] | undefined) ?? [];
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <Field name="catalogueIds" label={label} required group>
      {({ id, 'aria-required': _required, ...wiring }) => (
        <ul className={grid}>
          {catalogues.map((catalogue, index) => (
            <li key={catalogue.id}>
              <label className={`${choice} ${card}`}>
                <input
                  ref={index === 0 ? field.ref : undefined}
                  id={`${id}-${catalogue.id}`}
                  type="checkbox"
                  checked={chosen.includes(catalogue.id)}
                  onChange={(event) => toggle(catalogue.id, event.target.checked)}
                  onBlur={field.onBlur}
                  {...wiring}
                />
                <img src={productImageUrl(catalogue.image.hash, 160)} alt="" width={80} height={107} loading="lazy" className={cover} />
                <span>
                  <strong>{catalogue.title}</strong>
                  <br />
                  <span className={small}>{catalogue.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-3);
  @media ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
const card = css`
  display: flex;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
`;
// Neither grown nor shrunk by the text beside it: an image that has not loaded yet has no size of
// its own to keep it from shrinking, and the card would grow when it comes.
const cover = css`
  flex: none;
  width: 80px;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
`;
const pair = css`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: var(--space-3);
`;
const zipPair = css`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: var(--space-3);
`;
