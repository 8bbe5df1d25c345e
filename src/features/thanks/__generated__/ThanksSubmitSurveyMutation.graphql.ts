/**
 * @generated SignedSource<<cfbf867c85a71b1d17c8acabddef379c>>
 * @relayHash faca0d2a01d0cb375ddcbeb4233f3662
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4258fa4f0d4b1619328c58d8e61e289b82274003675f579df467f0e2803a9e2

import type { ConcreteRequest } from 'relay-runtime';
export type SurveyInput = {
  comment?: string | null | undefined;
  orderNumber: string;
  score: number;
};
export type ThanksSubmitSurveyMutation$variables = {
  input: SurveyInput;
};
export type ThanksSubmitSurveyMutation$data = {
  readonly submitSurvey: {
    readonly success: boolean;
  };
};
export type ThanksSubmitSurveyMutation = {
  response: ThanksSubmitSurveyMutation$data;
  variables: ThanksSubmitSurveyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SurveyResult",
    "kind": "LinkedField",
    "name": "submitSurvey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ThanksSubmitSurveyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThanksSubmitSurveyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "faca0d2a01d0cb375ddcbeb4233f3662",
    "id": "a4258fa4f0d4b1619328c58d8e61e289b82274003675f579df467f0e2803a9e2",
    "metadata": {},
    "name": "ThanksSubmitSurveyMutation",
    "operationKind": "mutation",
    "text": "mutation ThanksSubmitSurveyMutation(\n  $input: SurveyInput!\n) {\n  submitSurvey(input: $input) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1dde9a178321ad44910bd02663d1e55";

export default node;
