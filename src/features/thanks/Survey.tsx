import { css } from '@linaria/core';
import { useState } from 'react';
import type * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { RadioGroup } from '../../ui/form/RadioGroup.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { useSubmitSurveyMutation } from './useSubmitSurveyMutation.ts';

import { surveySchema as schema } from './schemas.ts';
import { surveyTexts } from './surveyTexts.ts';

// 0 'auf keinen Fall' … 10 'auf jeden Fall'.
const SCALE = Array.from({ length: 11 }, (_, score) => ({
  value: String(score),
  label: score === 0 ? '0 – auf keinen Fall' : score === 10 ? '10 – auf jeden Fall' : String(score),
}));

/** The satisfaction survey of the thanks page: one answer per order. */
export function Survey({ orderNumber, submitted }: { orderNumber: string; submitted: boolean }) {
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
      <h2 id="thanks-survey">{surveyTexts.HEADLINE}</h2>
      <p>{surveyTexts.DURATION}</p>
      {done ? (
        <p role="status">{done === 'thanks' ? surveyTexts.THANKS : surveyTexts.ALREADY}</p>
      ) : (
        <Form form={form} onSubmit={submit} aria-label="Umfrage">
          <div className={scale}>
            <RadioGroup
              name="score"
              legend="Wie wahrscheinlich empfehlen Sie uns weiter? (0 = auf keinen Fall, 10 = auf jeden Fall)"
              options={SCALE}
              inline
            />
          </div>
          <TextField name="comment" label="Möchten Sie uns noch etwas sagen? (optional)" />
          <FormMessage />
          <div>
            <SubmitButton variant="secondary">Antwort senden</SubmitButton>
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
const scale = css`
  label {
    min-width: 3rem;
  }
`;
