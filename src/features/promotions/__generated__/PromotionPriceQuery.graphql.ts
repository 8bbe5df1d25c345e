/**
 * @generated SignedSource<<e218cdacb10c8161f118d94c9033ab7d>>
 * @relayHash 30d417e551e1aac6943e7879c4bcaaa0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02c7deeaf9dd843dcafd7626a66c2bbc93302d7fff1d3422d7cd79cdfc159105

import type { ConcreteRequest } from 'relay-runtime';
export type ProductByIdInput = {
  id: string;
  locale: string;
};
export type PromotionPriceQuery$variables = {
  input: ProductByIdInput;
};
export type PromotionPriceQuery$data = {
  readonly productPriceAndNameById: {
    readonly id: string;
    readonly name: string;
    readonly price: {
      readonly currency: string;
      readonly max: number;
      readonly min: number;
      readonly old: number;
      readonly priceRange: boolean;
      readonly saving: number | null | undefined;
      readonly savingRange: boolean;
    };
  } | null | undefined;
};
export type PromotionPriceQuery = {
  response: PromotionPriceQuery$data;
  variables: PromotionPriceQuery$variables;
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
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "productPriceAndNameById",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Price",
        "kind": "LinkedField",
        "name": "price",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "max",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "old",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saving",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "savingRange",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceRange",
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
    "name": "PromotionPriceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromotionPriceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "30d417e551e1aac6943e7879c4bcaaa0",
    "id": "02c7deeaf9dd843dcafd7626a66c2bbc93302d7fff1d3422d7cd79cdfc159105",
    "metadata": {},
    "name": "PromotionPriceQuery",
    "operationKind": "query",
    "text": "query PromotionPriceQuery(\n  $input: ProductByIdInput!\n) {\n  productPriceAndNameById(input: $input) {\n    id\n    name\n    price {\n      currency\n      min\n      max\n      old\n      saving\n      savingRange\n      priceRange\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b28663f3c5e18941fc2a935476ed681";

export default node;
