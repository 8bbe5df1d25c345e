import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { BirthdayField } from './BirthdayField.tsx';
import { Form, FormMessage, SubmitButton } from './Form.tsx';
import { CheckboxField, SelectField, TextField } from './inputs.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { accepted, birthday, email, requiredText, salutation } from './rules.ts';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = v.object({
  salutation: salutation(),
  firstName: requiredText(),
  email: email(),
  birthday: birthday({ minAge: 18, minAgeCode: 'NEWSLETTER_MIN_AGE', today: () => new Date(2026, 10, 24) }),
  country: requiredText(),
  terms: accepted(),
});
type Output = v.InferOutput<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (values: Output) => Promise<boolean | void> }) {
  const form = useSchemaForm(schema, { salutation: '' as 'f', firstName: '', email: '', birthday: '', country: '', terms: false as true });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Newsletter">
      <RadioGroup
        name="salutation"
        legend="Anrede"
        required
        inline
        options={[
          { value: 'f', label: 'Frau' },
          { value: 'm', label: 'Herr' },
          { value: 'd', label: 'Divers' },
        ]}
      />
      <TextField name="firstName" label="Vorname" required />
      <TextField name="email" type="email" label="E-Mail-Adresse" hint="Wir senden Ihnen eine Bestätigung." required />
      <BirthdayField name="birthday" />
      <SelectField name="country" label="Land" placeholder="Bitte wählen" options={[{ value: 'DE', label: 'Deutschland' }]} />
      <CheckboxField name="terms" label="Ich stimme zu" required />
      <FormMessage />
      <SubmitButton successLabel="Gesendet">Absenden</SubmitButton>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Frau' }));
  await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Tag' }), '7');
  await user.type(screen.getByRole('textbox', { name: 'Monat' }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Jahr' }), '1990');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'DE');
  await user.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('form kit', () => {
  it('wires label, hint and required marker to the control', () => {
    render(<TestForm onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(description(input)).toBe('Wir senden Ihnen eine Bestätigung.');
    expect(screen.getByText('E-Mail-Adresse').parentElement?.textContent).toBe('E-Mail-Adresse *');
    expect(screen.getByRole('group', { name: 'Anrede' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Geburtsdatum' })).toBeTruthy();
    expect((screen.getByRole('form', { name: 'Newsletter' }) as HTMLFormElement).noValidate).toBe(true);
  });

  it('shows the German messages on their fields on submit, without sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@beispiel');
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), '31');
    await user.type(screen.getByRole('textbox', { name: 'Monat' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Jahr' }), '1990');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('Bitte überprüfen Sie Ihre E-Mail-Adresse | Wir senden Ihnen eine Bestätigung.');
    expect(description(screen.getByRole('textbox', { name: 'Vorname' }))).toBe('Dies ist ein Pflichtfeld');
    expect(description(screen.getByRole('radio', { name: 'Frau' }))).toBe('Bitte wählen Sie eine Anrede');
    expect(description(screen.getByRole('textbox', { name: 'Jahr' }))).toBe('Bitte geben Sie ein gültiges Datum ein');
    expect(description(screen.getByRole('checkbox', { name: 'Ich stimme zu' }))).toBe('Dies ist ein Pflichtfeld');
    // The first invalid field has focus, so its message is read out.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Frau' }));
  });

  it('checks a field when the shopper leaves it and again as it is corrected; fields not visited stay quiet', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<TestForm onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'anna@beispiel');
    // Not while typing: only once the shopper leaves the field.
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Corrected, the message goes with the keystroke that makes the entry right.
    await user.type(email, '.de');
    expect(screen.queryByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    // The fields the shopper never went to say nothing before the submit.
    expect(description(screen.getByRole('textbox', { name: 'Vorname' }))).toBe('');
    expect(description(screen.getByRole('checkbox', { name: 'Ich stimme zu' }))).toBe('');
    expect(screen.queryByText('Dies ist ein Pflichtfeld')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values once, however often the button is hit', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn((_values: Output) => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Absenden' });
    await user.click(button);
    await user.click(button);
    await act(async () => fireEvent.submit(screen.getByRole('form')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      salutation: 'f',
      firstName: 'Anna',
      email: 'anna@example.com',
      birthday: '1990-03-07',
      country: 'DE',
      terms: true,
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(button.getAttribute('data-state')).toBe('success');
  });

  it("puts the API's field problems on their fields, the rest above the button, and keeps the input", async () => {
    const user = userEvent.setup();
    const error = new ApiError({
      operationName: 'newsletterSubscribe',
      code: 'NEWSLETTER_MIN_AGE',
      extensions: {
        code: 'NEWSLETTER_MIN_AGE',
        fields: [
          { field: 'birthday', code: 'NEWSLETTER_MIN_AGE', params: { minAge: 18 } },
          { field: 'voucher', code: 'FORM_SUBMIT_FAILED', params: {} },
        ],
      },
    });
    const onSubmit = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(undefined);
    render(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Absenden' }));

    const year = screen.getByRole('textbox', { name: 'Jahr' });
    expect(description(year)).toBe('Der Newsletter ist erst ab 18 Jahren möglich');
    expect(screen.getByRole('alert').textContent).toBe(
      'Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
    );
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByRole('textbox', { name: 'E-Mail-Adresse' }) as HTMLInputElement).value).toBe('anna@example.com');
    expect((year as HTMLInputElement).value).toBe('1990');
    expect((screen.getByRole('checkbox', { name: 'Ich stimme zu' }) as HTMLInputElement).checked).toBe(true);
    const button = screen.getByRole('button', { name: 'Absenden' });
    expect(button.getAttribute('data-state')).toBe('idle');

    // Sent again as it stands: the old messages go.
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(within(screen.getByRole('form')).getByRole('alert').textContent).toBe('');
    expect(year.getAttribute('aria-invalid')).toBeNull();
  });
});
