import { Suspense, useState, type ReactNode } from 'react';
import { useOverlay } from '../useOverlay.ts';

/**
 * Mounts `children` (typically a React.lazy modal) the first time the overlay `id` opens, from
 * an opener or from the URL on arrival, and keeps them mounted afterwards, so a modal that is
 * rarely opened costs a page neither its code nor its render until then.
 */
export function WhenOpened({ id, children }: { id: string; children: ReactNode }) {
  const { open } = useOverlay(id);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
