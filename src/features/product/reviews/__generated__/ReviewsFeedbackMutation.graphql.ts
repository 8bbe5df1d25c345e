/**
 * @generated SignedSource<<7423ed188f3e9141e0bee8f099eda1a5>>
 * @relayHash 63df02f73d6ddc7ee1973862a703d88f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfb76a3bbe628f281fbff6a597669144880fa8e3e5f8c18032279787c88f2e3f

import type { ConcreteRequest } from 'relay-runtime';
export type ReviewFeedbackInput = {
  helpful?: boolean | null | undefined;
  report?: boolean | null | undefined;
  reviewId: string;
};
export type ReviewsFeedbackMutation$variables = {
  input: ReviewFeedbackInput;
};
export type ReviewsFeedbackMutation$data = {
  readonly reviewFeedback: {
    readonly code: string | null | undefined;
    readonly review: {
      readonly helpfulNo: number;
      readonly helpfulYes: number;
      readonly id: string;
    };
  };
};
export type ReviewsFeedbackMutation = {
  response: ReviewsFeedbackMutation$data;
  variables: ReviewsFeedbackMutation$variables;
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
    "concreteType": "ReviewFeedbackResult",
    "kind": "LinkedField",
    "name": "reviewFeedback",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Review",
        "kind": "LinkedField",
        "name": "review",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "helpfulYes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "helpfulNo",
            "storageKey": null
          }
        ],
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
    "name": "ReviewsFeedbackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewsFeedbackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63df02f73d6ddc7ee1973862a703d88f",
    "id": "bfb76a3bbe628f281fbff6a597669144880fa8e3e5f8c18032279787c88f2e3f",
    "metadata": {},
    "name": "ReviewsFeedbackMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewsFeedbackMutation(\n  $input: ReviewFeedbackInput!\n) {\n  reviewFeedback(input: $input) {\n    code\n    review {\n      id\n      helpfulYes\n      helpfulNo\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0973d1835d35fd662b9e258b3ef03958";

export default node;
