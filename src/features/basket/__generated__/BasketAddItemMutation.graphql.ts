/**
 * @generated SignedSource<<12db2aa483644ebff2f690398b1822d4>>
 * @relayHash 4d5a7a38ca5aa2912536a94ae87cabb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b4f97bbce939aace4d4b64a0aa44d988d779ed17a3da9d8b589fcb7808e9fd6

import type { ConcreteRequest } from 'relay-runtime';
export type AddToBasketInput = {
  locale: string;
  promotion?: string | null | undefined;
  quantity?: number | null | undefined;
  variantId: string;
};
export type BasketAddItemMutation$variables = {
  input: AddToBasketInput;
};
export type BasketAddItemMutation$data = {
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
export type BasketAddItemMutation = {
  response: BasketAddItemMutation$data;
  variables: BasketAddItemMutation$variables;
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
    "name": "BasketAddItemMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BasketAddItemMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4d5a7a38ca5aa2912536a94ae87cabb7",
    "id": "3b4f97bbce939aace4d4b64a0aa44d988d779ed17a3da9d8b589fcb7808e9fd6",
    "metadata": {},
    "name": "BasketAddItemMutation",
    "operationKind": "mutation",
    "text": "mutation BasketAddItemMutation(\n  $input: AddToBasketInput!\n) {\n  addToBasket(input: $input) {\n    basket {\n      id\n      count\n      disposalService {\n        quantity\n      }\n    }\n    item {\n      id\n      quantity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db0cb5992e2af67474fe59c21d60a2fa";

export default node;
