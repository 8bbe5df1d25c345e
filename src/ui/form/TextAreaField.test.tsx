import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { Form, FormMessage, SubmitButton } from './Form.tsx';
import { requiredText } from './rules.ts';
import { TextAreaField } from './TextAreaField.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = v.object({ message: requiredText() });

function TestForm({ onSubmit, onInvalid }: { onSubmit: (values: { message: string }) => Promise<void>; onInvalid?: () => void }) {
  const form = useSchemaForm(schema, { message: '' });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid}>
      <TextAreaField name="message" label="Ihre Nachricht" required />
      <FormMessage />
      <SubmitButton>Senden</SubmitButton>
    </Form>
  );
}

describe('TextAreaField', () => {
  it('is labelled, shows its error wired to the control, and sends the trimmed text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const onInvalid = vi.fn();
    render(<TestForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    const box = screen.getByRole('textbox', { name: /Ihre Nachricht/ });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Dies ist ein Pflichtfeld']);
    await user.type(box, '  Wo bleibt mein Paket?\nDanke ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ message: 'Wo bleibt mein Paket?\nDanke' });
  });
});
