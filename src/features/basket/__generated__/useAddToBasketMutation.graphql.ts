/**
 * @generated SignedSource<<d568ec992d153273ab3f4c8f2ef45900>>
 * @relayHash fa0403c50c7e637b0759ea01e179c016
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44d1993044851a56699d1ad8c4c1354cf585171d5e160a378c1f3716aaa504d3

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
      readonly disposalService: {
        readonly quantity: number;
      } | null | undefined;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v3 = [
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DisposalService",
            "kind": "LinkedField",
            "name": "disposalService",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
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
          (v2/*:: as any*/)
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
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToBasketMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "fa0403c50c7e637b0759ea01e179c016",
    "id": "44d1993044851a56699d1ad8c4c1354cf585171d5e160a378c1f3716aaa504d3",
    "metadata": {},
    "name": "useAddToBasketMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToBasketMutation(\n  $input: AddToBasketInput!\n) {\n  addToBasket(input: $input) {\n    basket {\n      id\n      count\n      disposalService {\n        quantity\n      }\n    }\n    item {\n      id\n      quantity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "38567bfc1bf2340e7a7d10d6dab2abcd";

export default node;
