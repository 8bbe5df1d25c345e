import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('lazyComponent', () => {
  it('renders at once on the server once preloaded, loading the code only once', async () => {
    vi.stubEnv('SSR', true);
    const load = vi.fn(async () => Greeting);
    const lazy = lazyComponent(load);
    expect(() => renderToString(<lazy.Component name="Anna" />)).toThrow('preload');
    await Promise.all([lazy.preload(), lazy.preload()]);
    expect(renderToString(<lazy.Component name="Anna" />)).toBe('<p>Hallo <!-- -->Anna</p>');
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllEnvs();
  });

  it('suspends in the browser until the code is there', async () => {
    let finish: () => void = () => {};
    const lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = () => resolve(Greeting))));
    render(
      <Suspense fallback={<p>Lädt</p>}>
        <lazy.Component name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Lädt')).toBeTruthy();
    await act(async () => {
      finish();
      await lazy.preload();
    });
    expect(screen.getByText('Hallo Ben')).toBeTruthy();
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const lazy = lazyComponent(load);
    await expect(lazy.preload()).rejects.toThrow('chunk failed');
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
