import { useCallback, useEffect, useRef, useState } from 'react';
import type { ButtonState } from './Button.tsx';

/** How long the success state shows before the button is ready again. */
export const SUCCESS_MS = 2000;

/**
 * Runs an action through the action-button states: loading while it runs, success for
 * `successMs`, then idle, or done for an action that runs `once` (it never runs again). A second
 * run while one is busy or showing success is ignored, so an action never runs twice. The action
 * fails when it throws or resolves to `false`.
 */
export function useAsyncState(successMs = SUCCESS_MS, once = false) {
  const [state, setState] = useState<ButtonState>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (action: () => Promise<boolean | void>): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setState('loading');
      let ok = false;
      try {
        ok = (await action()) !== false;
      } finally {
        if (!ok) {
          busy.current = false;
          setState('idle');
        }
      }
      if (!ok) return;
      setState('success');
      timer.current = setTimeout(() => {
        if (once) return setState('done');
        busy.current = false;
        setState('idle');
      }, successMs);
    },
    [successMs, once],
  );
  return { state, run };
}
