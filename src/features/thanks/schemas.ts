import * as v from 'valibot';
import { withLocale } from '../../ui/form/rules.ts';
import { thanksTexts } from './texts.ts';

/** The survey: a score 0–10 and an optional comment. */
export const surveySchema = v.object({
  score: v.pipe(v.string(), v.nonEmpty(withLocale((locale) => thanksTexts(locale).thanksSurveyRequired()))),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
});
