import { lazy, type ReactNode } from 'react';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { CouponInfoContext } from './couponInfo.ts';
import type { Heading } from './headings.ts';
import { PageHeadingsContext } from './pageHeadings.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The coupon's conditions load with their modal.
const CouponLegalHint = lazy(() => withTexts(['frame', 'content'], import('./items/CouponLegalHint.tsx')));
const couponInfo = (couponId: string) => <CouponLegalHint couponId={couponId} />;

/** Content components' surroundings: the content environment, coupon conditions, page headings. */
export function ContentProviders({ children, headings = [] }: { children: ReactNode; headings?: readonly Heading[] }) {
  return (
    <ContentRelay>
      <CouponInfoContext value={couponInfo}>
        <PageHeadingsContext value={headings}>{children}</PageHeadingsContext>
      </CouponInfoContext>
    </ContentRelay>
  );
}
