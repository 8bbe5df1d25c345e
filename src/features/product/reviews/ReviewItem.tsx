import { css } from '@linaria/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { message } from '../../../shop/texts/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Stars } from '../../../ui/Stars.tsx';
import type { ReviewItem_review$key } from './__generated__/ReviewItem_review.graphql.ts';
import { reviewDate } from './reviewRules.ts';
import { useReviewFeedbackMutation } from './useReviewFeedbackMutation.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { reviewTexts } from './texts.ts';

// A visitor votes once per review and reports it once (the API ignores repeats); remembered for
// the visit so a reopened list shows the choice made.
const votes = new Map<string, boolean>();
const reports = new Set<string>();

/** One review: stars, title, text, who and when, verified purchase, helpful vote and report. */
export function ReviewItem({ review }: { review: ReviewItem_review$key }) {
  const { locale } = usePageContext().shop;
  const texts = reviewTexts(locale);
  const data = useFragment(
    graphql`
      fragment ReviewItem_review on Review {
        id
        rating
        isRecommended
        title
        text
        userNickname
        verifiedPurchase
        submittedAt
        helpfulYes
        helpfulNo
      }
    `,
    review,
  );
  const sendFeedback = useReviewFeedbackMutation();
  const [vote, setVote] = useState<boolean | undefined>(votes.get(data.id));
  const [reported, setReported] = useState(reports.has(data.id));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = async (feedback: { helpful?: boolean; report?: boolean }) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await sendFeedback(data.id, feedback);
      if (feedback.helpful !== undefined) {
        votes.set(data.id, feedback.helpful);
        setVote(feedback.helpful);
      }
      if (feedback.report) {
        reports.add(data.id);
        setReported(true);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={item} aria-label={texts.reviewBy({ name: data.userNickname })}>
      <div className={head}>
        <Stars rating={data.rating * 20} locale={locale} />
        {data.title && <h3 className={title}>{data.title}</h3>}
      </div>
      <p className={meta}>
        {data.userNickname} · {reviewDate(locale, data.submittedAt)}
        {data.verifiedPurchase && (
          <span className={verified}>
            <Icon name="check" size={16} /> {texts.reviewVerified()}
          </span>
        )}
      </p>
      <p className={text}>{data.text}</p>
      {data.isRecommended !== null && <p className={meta}>{data.isRecommended ? texts.reviewRecommends() : texts.reviewNotRecommends()}</p>}
      <div className={feedback} role="group" aria-labelledby={`helpful-${data.id}`}>
        <span id={`helpful-${data.id}`}>{texts.reviewHelpful()}</span>
        <Button
          variant="secondary"
          size="small"
          aria-pressed={vote === true}
          disabled={vote !== undefined || busy}
          onClick={() => void send({ helpful: true })}
        >
          {texts.reviewYesCount({ count: data.helpfulYes })}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-pressed={vote === false}
          disabled={vote !== undefined || busy}
          onClick={() => void send({ helpful: false })}
        >
          {texts.reviewNoCount({ count: data.helpfulNo })}
        </Button>
        {!reported && (
          <Button variant="link" size="small" disabled={busy} onClick={() => void send({ report: true })}>
            {texts.reviewReport()}
          </Button>
        )}
      </div>
      <p role="status" className={meta}>
        {reported ? message(locale, 'REVIEW_REPORTED') : vote !== undefined ? texts.reviewThanks() : ''}
      </p>
      {failed && <p role="alert">{message(locale, 'DEFAULT')}</p>}
    </article>
  );
}

const item = css`
  display: grid;
  gap: var(--space-2);
`;
const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
`;
const title = css`
  margin: 0;
  font-size: 1rem;
`;
const meta = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
  &:empty {
    display: none;
  }
`;
const verified = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  margin-left: var(--space-2);
  color: var(--color-success);
`;
const text = css`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
`;
const feedback = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;
