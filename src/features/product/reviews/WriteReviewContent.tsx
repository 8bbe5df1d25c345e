import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import * as v from 'valibot';
import { track } from '../../../shop/analytics/index.ts';
import { hasLoginMarker, LOGIN_CHANGED } from '../../../shop/context/loginMarker.ts';
import { message } from '../../../shop/texts/messages.ts';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { problemsOf } from '../../../ui/form/fieldProblems.ts';
import { Form, FormMessage, SubmitButton } from '../../../ui/form/Form.tsx';
import { CheckboxField, TextField } from '../../../ui/form/inputs.tsx';
import { TextAreaField } from '../../../ui/form/TextAreaField.tsx';
import { RadioGroup } from '../../../ui/form/RadioGroup.tsx';
import { requiredText } from '../../../ui/form/rules.ts';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { useModal } from '../../../ui/useModal.ts';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import type { WriteReviewContentQuery as QueryType } from './__generated__/WriteReviewContentQuery.graphql.ts';
import { starsText } from './reviewRules.ts';
import { useSubmitReviewMutation } from './useSubmitReviewMutation.ts';
import { reviewTexts } from './texts.ts';

export const query = graphql`
  query WriteReviewContentQuery($productId: ID!, $locale: String!) {
    reviewStatistics(productId: $productId, locale: $locale) {
      id
      ratingAvailable
    }
  }
`;

const schema = v.object({
  rating: v.picklist(['1', '2', '3', '4', '5'], (issue) => reviewTexts(localeOf(issue)).reviewRatingRequired()),
  isRecommended: v.nullish(v.picklist(['yes', 'no', ''])),
  title: v.pipe(v.string(), v.trim()),
  text: requiredText(),
  nickname: requiredText(),
  contactConsent: v.boolean(),
});
type Values = v.InferOutput<typeof schema>;

/** The shop's locale of the form's check (valibot's lang, which the form sets). */
function localeOf(issue: { lang?: string | undefined }): string {
  if (!issue.lang) throw new Error("the review form's rules were checked without the shop's locale (valibot's lang)");
  return issue.lang;
}

const starOptions = (locale: string) => ['5', '4', '3', '2', '1'].map((value) => ({ value, label: starsText(locale, Number(value)) }));
const recommendOptions = (locale: string) => [
  { value: 'yes', label: reviewTexts(locale).reviewOptionYes() },
  { value: 'no', label: reviewTexts(locale).reviewOptionNo() },
];

/** The write-a-review modal: logged-in customers only, one review per product. */
export default function WriteReviewContent({
  queryRef,
  productId,
  locale,
}: {
  queryRef: PreloadedQuery<QueryType>;
  productId: string;
  locale: string;
}) {
  const { reviewStatistics } = usePreloadedQuery<QueryType>(query, queryRef);
  const loggedIn = useBrowserValue(hasLoginMarker, [LOGIN_CHANGED]) === true;
  const [needsLogin, setNeedsLogin] = useState(false);
  const [thanked, setThanked] = useState(false);
  const auth = useModal(OVERLAY_IDS.auth);
  const { show: showAuth } = auth;
  // Only customers rate: a guest gets the authentication modal over the form's modal at
  // once; after the login it closes and the form is here.
  const askedToLogin = useRef(false);
  const guest = !loggedIn || needsLogin;
  const available = reviewStatistics.ratingAvailable;
  useEffect(() => {
    if (!guest || !available || askedToLogin.current) return;
    askedToLogin.current = true;
    showAuth();
  }, [guest, available, showAuth]);

  if (!available) return <p role="alert">{message(locale, 'RATING_NOT_AVAILABLE')}</p>;
  if (thanked) return <p role="status">{message(locale, 'PRODUCT_RATED')}</p>;
  if (guest) {
    return (
      <div className={column}>
        <p>{reviewTexts(locale).reviewLoginFirst()}</p>
        <Button
          onClick={() => {
            setNeedsLogin(false);
            showAuth();
          }}
        >
          {reviewTexts(locale).reviewLogin()}
        </Button>
      </div>
    );
  }
  return <ReviewForm productId={productId} locale={locale} onDone={() => setThanked(true)} onLoginNeeded={() => setNeedsLogin(true)} />;
}

function ReviewForm({
  productId,
  locale,
  onDone,
  onLoginNeeded,
}: {
  productId: string;
  locale: string;
  onDone: () => void;
  onLoginNeeded: () => void;
}) {
  const submitReview = useSubmitReviewMutation();
  const texts = reviewTexts(locale);
  const form = useSchemaForm(schema, { rating: '' as '5', isRecommended: null, title: '', text: '', nickname: '', contactConsent: false });

  const submit = async (values: Values) => {
    try {
      await submitReview({
        productId,
        locale,
        rating: Number(values.rating),
        isRecommended: values.isRecommended === 'yes' ? true : values.isRecommended === 'no' ? false : null,
        title: values.title || null,
        text: values.text,
        nickname: values.nickname,
        contactConsent: values.contactConsent,
      });
    } catch (error) {
      // A login that has run out: log in again; what was typed stays in the form meanwhile.
      if (problemsOf(error).code === 'UNAUTHENTICATED') {
        onLoginNeeded();
        return false;
      }
      throw error;
    }
    track((e) => e.productRatingEvent(productId, Number(values.rating)));
    onDone();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={texts.reviewWrite()}>
      <p className={note}>{texts.reviewRequiredNote()}</p>
      <RadioGroup name="rating" legend={texts.reviewOverall()} options={starOptions(locale)} required inline />
      <RadioGroup name="isRecommended" legend={texts.reviewRecommendQuestion()} options={recommendOptions(locale)} inline />
      <TextField name="title" label={texts.reviewTitle()} maxLength={100} />
      <TextAreaField name="text" label={texts.reviewText()} required rows={5} maxLength={2000} />
      <TextField name="nickname" label={texts.reviewNickname()} required maxLength={50} autoComplete="nickname" />
      <CheckboxField name="contactConsent" label={texts.reviewContactConsent()} />
      <FormMessage />
      <SubmitButton>{texts.reviewSubmit()}</SubmitButton>
    </Form>
  );
}

const column = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
`;
const note = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
