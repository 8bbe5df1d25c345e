import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { Form, SubmitButton } from './Form.tsx';
import { TextAreaField } from './inputs.tsx';
import { requiredText } from './rules.ts';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = v.object({ text: requiredText() });

function TestForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, { text: '' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextAreaField name="text" label="Ihre Bewertung" required />
      <SubmitButton>Senden</SubmitButton>
    </Form>
  );
}

describe('TextAreaField', () => {
  it('is a labelled, required multi-line field with the German message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<TestForm onSubmit={onSubmit} />);
    const area = screen.getByRole('textbox', { name: 'Ihre Bewertung' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Dies ist ein Pflichtfeld')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(area, 'Zeile eins{enter}Zeile zwei');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Zeile eins\nZeile zwei' });
  });
});
