import { Button } from '../ui/Button.tsx';
import { useLayoutTexts } from '../ui/layoutTexts.ts';

// In a module of its own: the header's tools use usePersonalQuery on every page, without it.

/**
 * 'Erneut versuchen' for a part whose data could not be loaded (the server may have rendered it):
 * before the page has hydrated it submits an empty GET form, which loads the page again (the
 * server tries again); once hydrated, `onRetry` tries again in place.
 */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const texts = useLayoutTexts();
  return (
    <form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onRetry();
      }}
    >
      <Button type="submit" variant="secondary">
        {texts.layoutRetry()}
      </Button>
    </form>
  );
}
