/**
 * @generated SignedSource<<c9d4f92faca818cdb961db3dbb930a8b>>
 * @relayHash 36291fe3434eddba6861fd9b422663aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f73f883502fd2d0d69509e10171d12ca91b9db1a37d42df0170163134ddd7710

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
            "name": "old",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceRange",
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
            "name": "saving",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "savingRange",
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
    "cacheID": "36291fe3434eddba6861fd9b422663aa",
    "id": "f73f883502fd2d0d69509e10171d12ca91b9db1a37d42df0170163134ddd7710",
    "metadata": {},
    "name": "PromotionPriceQuery",
    "operationKind": "query",
    "text": "query PromotionPriceQuery(\n  $input: ProductByIdInput!\n) {\n  productPriceAndNameById(input: $input) {\n    id\n    name\n    price {\n      currency\n      min\n      old\n      priceRange\n      max\n      saving\n      savingRange\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74962e656c421486681195dbf46bc47d";

export default node;
