import { css } from '@linaria/core';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { useSubmitSurveyMutation } from './useSubmitSurveyMutation.ts';

import { surveySchema as schema } from './schemas.ts';
import { thanksTexts } from './texts.ts';

// 0 'auf keinen Fall' … 10 'auf jeden Fall'.
const scale = (never: string, surely: string) =>
  Array.from({ length: 11 }, (_, score) => ({
    value: String(score),
    label: score === 0 ? never : score === 10 ? surely : String(score),
  }));

/** The satisfaction survey of the thanks page: one answer per order. */
export function Survey({ orderNumber, submitted }: { orderNumber: string; submitted: boolean }) {
  const t = thanksTexts(usePageContext().shop.locale);
  const send = useSubmitSurveyMutation();
  // What replaces the form: the thanks for an answer, or, when the order had one already (sent
  // from another tab or device), the note that it was answered before.
  const [done, setDone] = useState<'thanks' | 'already' | null>(submitted ? 'thanks' : null);
  const form = useSchemaForm(schema, { score: '', comment: '' });
  const submit = async ({ score, comment }: v.InferOutput<typeof schema>) => {
    const success = await send({ orderNumber, score: Number(score), comment: comment || null });
    setDone(success ? 'thanks' : 'already');
  };
  return (
    <section className={box} aria-labelledby="thanks-survey">
      <h2 id="thanks-survey">{t.thanksSurveyHeadline()}</h2>
      <p>{t.thanksSurveyDuration()}</p>
      {done ? (
        <p role="status">{done === 'thanks' ? t.thanksSurveyThanks() : t.thanksSurveyAlready()}</p>
      ) : (
        <Form form={form} onSubmit={submit} aria-label={t.thanksSurveyForm()}>
          <div className={scaleBox}>
            <RadioGroup name="score" legend={t.thanksSurveyScale()} options={scale(t.thanksSurveyNever(), t.thanksSurveySurely())} inline />
          </div>
          <TextField name="comment" label={t.thanksSurveyComment()} />
          <FormMessage />
          <div>
            <SubmitButton variant="secondary">{t.thanksSurveySend()}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}

const box = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  h2 {
    margin: 0 0 var(--space-1);
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 var(--space-3);
  }
`;
const scaleBox = css`
  label {
    min-width: 3rem;
  }
`;
