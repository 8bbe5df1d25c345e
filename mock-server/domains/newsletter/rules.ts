import type { NewsletterSubscribeInput, NewsletterUpdateInput } from '../../__generated__/shop-resolvers.ts';
import { NOW } from '../../data/seed.ts';
import { birthdayProblems, emailProblems, type FieldProblem } from '../../validation/fields.ts';
import { nameProblems } from '../../validation/problems.ts';

/** Subscribers must be 18 or older. */
export const NEWSLETTER_MIN_AGE = 18;

const birthday = (value: string | null | undefined) =>
  birthdayProblems('birthday', value, { today: NOW, minAge: NEWSLETTER_MIN_AGE, minAgeCode: 'NEWSLETTER_MIN_AGE' });

/** The birthday is required to subscribe: an empty one would skip the minimum age. */
export function subscribeProblems(input: NewsletterSubscribeInput): FieldProblem[] {
  return [
    ...emailProblems('email', input.email),
    ...(input.birthday ? birthday(input.birthday) : [{ field: 'birthday', code: 'FIELD_REQUIRED' }]),
    ...(input.salutation ? [] : [{ field: 'salutation', code: 'SALUTATION_REQUIRED' }]),
  ];
}

export function updateProblems(input: NewsletterUpdateInput): FieldProblem[] {
  return [
    ...emailProblems('email', input.email),
    ...nameProblems('firstName', input.firstName, 'firstName', false),
    ...nameProblems('lastName', input.lastName, 'lastName', false),
    ...birthday(input.birthday),
  ];
}
