/**
 * @generated SignedSource<<7e75468ecca6de3c764eb4f5fbcab823>>
 * @relayHash d7a7d8a4826f494bfb02e0bf6732eef3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 124ec492756b302a8ac4ee1781300f3024edeedabf3eb3dc32dfe259cc1eb42b

import type { ConcreteRequest } from 'relay-runtime';
export type WriteReviewContentQuery$variables = {
  locale: string;
  productId: string;
};
export type WriteReviewContentQuery$data = {
  readonly reviewStatistics: {
    readonly id: string;
    readonly ratingAvailable: boolean;
  };
};
export type WriteReviewContentQuery = {
  response: WriteReviewContentQuery$data;
  variables: WriteReviewContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "ReviewStatistics",
    "kind": "LinkedField",
    "name": "reviewStatistics",
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
        "name": "ratingAvailable",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WriteReviewContentQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WriteReviewContentQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d7a7d8a4826f494bfb02e0bf6732eef3",
    "id": "124ec492756b302a8ac4ee1781300f3024edeedabf3eb3dc32dfe259cc1eb42b",
    "metadata": {},
    "name": "WriteReviewContentQuery",
    "operationKind": "query",
    "text": "query WriteReviewContentQuery(\n  $productId: ID!\n  $locale: String!\n) {\n  reviewStatistics(productId: $productId, locale: $locale) {\n    id\n    ratingAvailable\n  }\n}\n"
  }
};
})();

(node as any).hash = "36d1aae1b8c0b085c5b509cb8e28fb66";

export default node;
