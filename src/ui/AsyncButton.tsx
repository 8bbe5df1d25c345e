import type { ComponentProps } from 'react';
import { Button } from './Button.tsx';
import { useAsyncState } from './useAsyncState.ts';

type Props = Omit<ComponentProps<typeof Button>, 'onClick' | 'state'> & {
  /** Resolves to `false` when it failed (after telling the shopper): back to idle at once. */
  onClick: () => Promise<boolean | void>;
  successMs?: number;
  /** The action is done for good once it succeeded: the button then stays in the done state. */
  once?: boolean;
};

/** A button for an action that takes a moment: idle → loading → success → idle (or → done, `once`). */
export function AsyncButton({ onClick, successMs, once, ...props }: Props) {
  const { state, run } = useAsyncState(successMs, once);
  return <Button {...props} state={state} onClick={() => void run(onClick)} />;
}
