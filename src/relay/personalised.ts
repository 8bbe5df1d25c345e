import names from './__generated__/personalisedOperations.json' with { type: 'json' };

const personalised = new Set<string>(names);

/** Whether an operation reads or changes personal data (generated from schema/personalised.graphql). */
export function isPersonalisedOperation(operationName: string): boolean {
  return personalised.has(operationName);
}
