import { lazy, use, useCallback } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { DisposalNoteContentQuery } from '../../src/features/content/__generated__/DisposalNoteContentQuery.graphql.ts';
import { ContentEnvironmentContext } from '../../src/relay/contentEnvironment.tsx';
import { useLazyQueryLoader } from '../../src/relay/useLazyQueryLoader.ts';
import { withTexts } from '../../src/i18n/lazyTexts.ts';

// The disposal note comes from the content API; its code and text load when its modal opens.
const importNote = () => withTexts(['frame', 'content'], import('../../src/features/content/DisposalNoteContent.tsx'));
const DisposalNoteContent = lazy(importNote);

/** The product information's disposal note: `load` when the modal opens, `content` inside it. */
export function useDisposalNote() {
  const { shop, clientApi } = usePageContext();
  const preview = clientApi.contentPreview === true;
  const [queryRef, load] = useLazyQueryLoader<DisposalNoteContentQuery>(importNote, { environment: use(ContentEnvironmentContext) });
  const locale = shop.locale;
  return {
    load: useCallback(() => void load({ locale, preview }), [load, locale, preview]),
    content: queryRef ? <DisposalNoteContent queryRef={queryRef} /> : null,
  };
}
