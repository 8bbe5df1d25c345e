import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TrackingOptOutContext, type TrackingOptOutOutcome } from '../../shop/privacy/trackingOptOut.ts';
import { TrackingOptOutResult } from './TrackingOptOutResult.tsx';

function renderWith(optOut: (provider: string) => Promise<TrackingOptOutOutcome>, provider = 'criteo') {
  return render(
    <StrictMode>
      <TrackingOptOutContext value={{ optOut }}>
        <TrackingOptOutResult provider={provider} />
      </TrackingOptOutContext>
    </StrictMode>,
  );
}

describe('TrackingOptOutResult', () => {
  it('opts out once (also when effects run twice) and says so', async () => {
    const optOut = vi.fn(async () => 'success' as const);
    renderWith(optOut);
    expect(await screen.findByRole('heading', { name: 'Sie haben dem Tracking durch criteo erfolgreich widersprochen.' })).toBeTruthy();
    expect(optOut).toHaveBeenCalledTimes(1);
    expect(optOut).toHaveBeenCalledWith('criteo');
  });

  it('shows already exists, a non-existent provider as an alert, and a failed call', async () => {
    const { unmount } = renderWith(async () => 'alreadyExists');
    expect(await screen.findByRole('heading', { name: 'Ihr Widerspruch gegen das Tracking durch criteo liegt bereits vor.' })).toBeTruthy();
    unmount();
    const second = renderWith(async () => 'nonExistentProvider', 'xyz');
    expect((await screen.findByRole('alert')).textContent).toBe('Die angegebene Adresse existiert nicht.');
    second.unmount();
    renderWith(() => Promise.reject(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Es ist ein unerwarteter Fehler aufgetreten/);
  });
});
