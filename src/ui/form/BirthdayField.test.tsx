import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BirthdayField } from './BirthdayField.tsx';
import { Form } from './Form.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = v.object({ birthday: v.string() });

function BirthdayForm() {
  const form = useSchemaForm(schema, { birthday: '' });
  return (
    <Form form={form} onSubmit={async () => true}>
      <BirthdayField name="birthday" />
    </Form>
  );
}

describe('<BirthdayField>', () => {
  it('names its parts in the language of the shop', () => {
    const pageContext = { shop: { locale: 'cs-CZ' } } as unknown as PageContext;
    render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <BirthdayForm />
      </VikeReactProviderPageContext>,
    );
    expect(screen.getByRole('group', { name: 'Datum narození' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Den' }).getAttribute('placeholder')).toBe('DD');
    expect(screen.getByRole('textbox', { name: 'Rok' }).getAttribute('placeholder')).toBe('RRRR');
  });
});
