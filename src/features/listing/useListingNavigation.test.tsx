import { act, renderHook } from '@testing-library/react';
import { navigate } from 'vike/client/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from '../../ui/lazy/yieldToMain.testing.ts';
import { useListingNavigation } from './useListingNavigation.ts';

vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ basePath: '/webview' }) }));
vi.mock('../../ui/lazy/yieldToMain.ts', async () => (await import('../../ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

afterEach(() => vi.mocked(navigate).mockReset());

describe('useListingNavigation', () => {
  it('lets the shopper’s answer paint first, then shows placeholders while the router loads the listing', async () => {
    let arrive = () => {};
    vi.mocked(navigate).mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    nextPaint.reset();
    const { result } = renderHook(() => useListingNavigation());

    let going: Promise<void> = Promise.resolve();
    await act(async () => {
      going = result.current.go('/damen-mode/kleider?colour=rot', { keepScrollPosition: true });
    });
    // The tap's own frame: neither the placeholders nor the router's work yet.
    expect(result.current.pending).toBe(false);
    expect(navigate).not.toHaveBeenCalled();

    await act(async () => nextPaint.paint());
    expect(result.current.pending).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/webview/damen-mode/kleider?colour=rot', {
      keepScrollPosition: true,
      overwriteLastHistoryEntry: false,
    });

    await act(async () => {
      arrive();
      await going;
    });
    expect(result.current.pending).toBe(false);
  });
});
