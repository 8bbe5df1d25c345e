/**
 * @generated SignedSource<<01ec8729ec491728b0486a8927f71494>>
 * @relayHash 56fcb9e82638481906e40ffb4c5ad969
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ecd14f1cc84f7b8f87c9d0b9b878e2db91cc8096fd54d04d9ce02703929b4cf

import type { ConcreteRequest } from 'relay-runtime';
export type AddToBasketInput = {
  locale: string;
  promotion?: string | null | undefined;
  quantity?: number | null | undefined;
  variantId: string;
};
export type useAddToBasketMutation$variables = {
  input: AddToBasketInput;
};
export type useAddToBasketMutation$data = {
  readonly addToBasket: {
    readonly basket: {
      readonly count: number;
      readonly id: string;
    };
    readonly item: {
      readonly id: string;
      readonly quantity: number;
    };
  };
};
export type useAddToBasketMutation = {
  response: useAddToBasketMutation$data;
  variables: useAddToBasketMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AddToBasketResult",
    "kind": "LinkedField",
    "name": "addToBasket",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Basket",
        "kind": "LinkedField",
        "name": "basket",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BasketItem",
        "kind": "LinkedField",
        "name": "item",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantity",
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
    "name": "useAddToBasketMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToBasketMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "56fcb9e82638481906e40ffb4c5ad969",
    "id": "5ecd14f1cc84f7b8f87c9d0b9b878e2db91cc8096fd54d04d9ce02703929b4cf",
    "metadata": {},
    "name": "useAddToBasketMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToBasketMutation(\n  $input: AddToBasketInput!\n) {\n  addToBasket(input: $input) {\n    basket {\n      id\n      count\n    }\n    item {\n      id\n      quantity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37a56a8bd983fb484e1025f974553216";

export default node;
