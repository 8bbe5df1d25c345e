import names from './__generated__/personalisedOperations.json' with { type: 'json' };

// Pure: a browser build that reaches this module without calling it leaves the list out.
const personalised = /* @__PURE__ */ new Set<string>(names);

/** Whether an operation reads or changes personal data (generated from schema/personalised.graphql). */
export function isPersonalisedOperation(operationName: string): boolean {
  return personalised.has(operationName);
}
