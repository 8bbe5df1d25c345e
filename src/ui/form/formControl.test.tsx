import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createForm, FormProvider, useFormContext, useFormState, type UseFormReturn } from './formControl.tsx';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name fehlt')),
  address: v.object({ city: v.pipe(v.string(), v.nonEmpty('Ort fehlt')) }),
  salutation: v.nullish(v.picklist(['f', 'm'])),
});

function Fields({
  form,
  name = true,
}: {
  form: UseFormReturn<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>;
  name?: boolean;
}) {
  return (
    <FormProvider {...form}>
      <Inputs name={name} />
    </FormProvider>
  );
}

function Inputs({ name }: { name: boolean }) {
  const { register } = useFormContext();
  const { errors } = useFormState();
  return (
    <form>
      {name && <input aria-label="Name" {...register('name')} />}
      <input aria-label="Ort" {...register('address.city')} />
      <input type="radio" aria-label="Frau" value="f" {...register('salutation')} />
      <input type="radio" aria-label="Herr" value="m" {...register('salutation')} />
      <output>{JSON.stringify(errors)}</output>
    </form>
  );
}

const setUp = () => {
  const form = createForm(schema, { name: '', address: { city: '' } }, 'de-DE');
  render(<Fields form={form} />);
  return form;
};

describe('form state', () => {
  it('takes an unchecked radio group as null, and dotted names as nested values', async () => {
    const form = setUp();
    expect(form.getValues()).toEqual({ name: '', address: { city: '' }, salutation: null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Köln');
    await userEvent.click(screen.getByRole('radio', { name: 'Herr' }));
    expect(form.getValues()).toEqual({ name: '', address: { city: 'Köln' }, salutation: 'm' });
  });

  it('keeps what the shopper typed and chose in the server’s form before hydration, and writes its values into untouched fields', async () => {
    const server = createForm(schema, { name: '', address: { city: 'Bonn' } }, 'de-DE');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Fields form={server} />);
    document.body.append(container);
    // Before the scripts run: a name typed, a salutation chosen; the city left as it came.
    container.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value = 'Paul';
    container.querySelector<HTMLInputElement>('[aria-label="Herr"]')!.checked = true;
    const form = createForm(schema, { name: '', address: { city: 'Bonn' } }, 'de-DE');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Fields form={form} />);
      });
      expect(form.getValues()).toEqual({ name: 'Paul', address: { city: 'Bonn' }, salutation: 'm' });
      expect(container.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value).toBe('Paul');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('submits the schema output, or focuses the first field with a message and clears the form message', async () => {
    const form = setUp();
    const valid = vi.fn();
    const invalid = vi.fn();
    act(() => form.setError('root.server', { message: 'Alt' }));
    await act(() => form.handleSubmit(valid, invalid)());
    expect(valid).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({
      name: { message: 'Name fehlt', type: 'non_empty' },
      address: { city: expect.objectContaining({ message: 'Ort fehlt' }) },
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(document.activeElement);
    expect(form.formState.isSubmitted).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Anna ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Köln');
    await act(() => form.handleSubmit(valid, invalid)());
    expect(valid).toHaveBeenCalledWith({ name: 'Anna', address: { city: 'Köln' }, salutation: null });
  });

  it('passes over a field that is not on the screen when it focuses the first message', async () => {
    const form = createForm(schema, { name: '', address: { city: '' } }, 'de-DE');
    const { rerender } = render(<Fields form={form} />);
    rerender(<Fields form={form} name={false} />);
    await act(() => form.handleSubmit(vi.fn())());
    expect(screen.getByRole('textbox', { name: 'Ort' })).toBe(document.activeElement);
  });

  it('is dirty once the shopper changes a value, and a reset writes new values into the inputs', async () => {
    const form = setUp();
    expect(form.formState.isDirty).toBe(false);
    act(() => form.reset({ name: 'Jana', address: { city: 'Wien' }, salutation: 'f' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Jana');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Frau' }).checked).toBe(true);
    expect(form.formState.isDirty).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'x');
    expect(form.formState.isDirty).toBe(true);
  });

  it('checks a field when it is left, and from then on with every change', async () => {
    setUp();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'A{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('{}');
    await userEvent.tab();
    expect(screen.getByRole('status').textContent).toContain('Name fehlt');
    await userEvent.type(name, 'B');
    expect(screen.getByRole('status').textContent).not.toContain('Name fehlt');
    // Leaving the city (for the name) checked it: it was left empty.
    expect(screen.getByRole('status').textContent).toContain('Ort fehlt');
  });
});
