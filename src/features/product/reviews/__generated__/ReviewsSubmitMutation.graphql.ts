/**
 * @generated SignedSource<<0c7cb64c88451bc3be2e8164472413cd>>
 * @relayHash 3c107674f42d6279a6f343cb15f9e9cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6d7e299ec6053ff582778b6cb4b96642a82ba7bce33dec2b001c13160cf4d28

import type { ConcreteRequest } from 'relay-runtime';
export type ReviewSubmitInput = {
  contactConsent?: boolean | null | undefined;
  isRecommended?: boolean | null | undefined;
  locale: string;
  nickname: string;
  productId: string;
  rating: number;
  text: string;
  title?: string | null | undefined;
};
export type ReviewsSubmitMutation$variables = {
  input: ReviewSubmitInput;
};
export type ReviewsSubmitMutation$data = {
  readonly reviewSubmit: {
    readonly code: string;
    readonly review: {
      readonly id: string;
    };
  };
};
export type ReviewsSubmitMutation = {
  response: ReviewsSubmitMutation$data;
  variables: ReviewsSubmitMutation$variables;
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
    "concreteType": "ReviewSubmitResult",
    "kind": "LinkedField",
    "name": "reviewSubmit",
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
    "name": "ReviewsSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewsSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3c107674f42d6279a6f343cb15f9e9cb",
    "id": "f6d7e299ec6053ff582778b6cb4b96642a82ba7bce33dec2b001c13160cf4d28",
    "metadata": {},
    "name": "ReviewsSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewsSubmitMutation(\n  $input: ReviewSubmitInput!\n) {\n  reviewSubmit(input: $input) {\n    code\n    review {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b2a0d31e212576d3ae5de3895bcc838";

export default node;
