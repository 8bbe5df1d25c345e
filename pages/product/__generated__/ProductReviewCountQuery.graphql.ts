/**
 * @generated SignedSource<<6582550d7799c7cedcfad7937779af7d>>
 * @relayHash 0882281a69b455089fbc3bf925cff7f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63b3a5a4c3a103235fff6a73f105eb0919531c995db01e1afb66913ec67a5902

import type { ConcreteRequest } from 'relay-runtime';
export type ProductReviewCountQuery$variables = {
  id: string;
  locale: string;
};
export type ProductReviewCountQuery$data = {
  readonly reviewStatistics: {
    readonly id: string;
    readonly totalReviewCount: number;
  };
};
export type ProductReviewCountQuery = {
  response: ProductReviewCountQuery$data;
  variables: ProductReviewCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
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
        "variableName": "id"
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
        "name": "totalReviewCount",
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
    "name": "ProductReviewCountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductReviewCountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0882281a69b455089fbc3bf925cff7f9",
    "id": "63b3a5a4c3a103235fff6a73f105eb0919531c995db01e1afb66913ec67a5902",
    "metadata": {},
    "name": "ProductReviewCountQuery",
    "operationKind": "query",
    "text": "query ProductReviewCountQuery(\n  $id: ID!\n  $locale: String!\n) {\n  reviewStatistics(productId: $id, locale: $locale) {\n    id\n    totalReviewCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "91cea987fc61776cc03a7b7c5b144281";

export default node;
