import * as v from 'valibot';
import { surveyTexts } from './surveyTexts.ts';

/** The survey: a score 0–10 and an optional comment. */
export const surveySchema = v.object({
  score: v.pipe(v.string(), v.nonEmpty(surveyTexts.REQUIRED)),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
});
