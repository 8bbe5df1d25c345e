import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncButton } from './AsyncButton.tsx';
import { Button } from './Button.tsx';

describe('<Button>', () => {
  it('renders each variant and size as a distinct look of a real button', () => {
    render(
      <>
        <Button>Primär</Button>
        <Button variant="secondary">Sekundär</Button>
        <Button variant="link">Link</Button>
        <Button variant="icon" aria-label="Schließen">
          ×
        </Button>
        <Button size="small">Klein</Button>
      </>,
    );
    const classes = ['Primär', 'Sekundär', 'Link', 'Schließen', 'Klein'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(5);
    expect(screen.getByRole('button', { name: 'Primär' }).getAttribute('type')).toBe('button');
  });

  it('does not react when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Speichern
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its name and focus while loading, and ignores clicks then', () => {
    const onClick = vi.fn();
    render(
      <Button state="loading" onClick={onClick}>
        Anmelden
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" state="loading">
          Senden
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves the announcement to a notice nearby when asked to', () => {
    const { rerender } = render(
      <Button state="success" successLabel="Hinzugefügt" announce={false}>
        In den Warenkorb
      </Button>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <Button state="success" successLabel="Hinzugefügt">
        In den Warenkorb
      </Button>,
    );
    expect(screen.getByRole('status').textContent).toBe('Hinzugefügt');
  });
});

describe('<AsyncButton>', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes idle → loading → success → idle and runs once however often it is clicked', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <AsyncButton onClick={action} successLabel="Hinzugefügt">
        In den Warenkorb
      </AsyncButton>,
    );
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button.getAttribute('aria-busy')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBe(button);

    await act(async () => finish());
    expect(button.getAttribute('data-state')).toBe('success');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toContain('Hinzugefügt');
    expect(screen.getByRole('status').textContent).toBe('Hinzugefügt');
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(2000));
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.textContent).toBe('In den Warenkorb');
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('returns to idle at once when the action fails', async () => {
    const action = vi.fn(async () => false);
    render(<AsyncButton onClick={action}>Erneut senden</AsyncButton>);
    const button = screen.getByRole('button', { name: 'Erneut senden' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('ends in the done state for an action that runs once: disabled, the check mark, never run again', async () => {
    vi.useFakeTimers();
    const action = vi.fn(async () => undefined);
    render(
      <AsyncButton onClick={action} successLabel="Gesendet" once>
        Link erneut senden
      </AsyncButton>,
    );
    const button = screen.getByRole('button', { name: 'Link erneut senden' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('data-state')).toBe('success');
    act(() => vi.advanceTimersByTime(2000));
    expect(button.getAttribute('data-state')).toBe('done');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Gesendet ');
    expect(button.querySelector('svg')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('data-state')).toBe('done');
  });
});
