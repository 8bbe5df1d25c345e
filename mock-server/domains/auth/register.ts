import type { RegisterInput } from '../../__generated__/shop-resolvers.ts';
import { NOW } from '../../data/seed.ts';
import { birthdayProblems, emailProblems, type FieldProblem } from '../../validation/fields.ts';
import { nameProblems, passwordProblems } from '../../validation/problems.ts';

/** Every problem of a registration; the e-mail's uniqueness is checked afterwards. */
export function registrationProblems(input: RegisterInput): FieldProblem[] {
  return [
    ...nameProblems('firstName', input.firstName, 'firstName'),
    ...nameProblems('lastName', input.lastName, 'lastName'),
    ...emailProblems('email', input.email),
    ...passwordProblems('password', input.password),
    ...birthdayProblems('dateOfBirth', input.dateOfBirth, { today: NOW }),
  ];
}
