/**
 * @generated SignedSource<<a26f62ab0f2308ba55a630a23605b612>>
 * @relayHash 47aed8da823a21df26dd808839793ede
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 904b5618012d20282934a306a03a2ebd4da170110afa29c131c8757e63af7b23

import type { ConcreteRequest } from 'relay-runtime';
export type BasketSetDisposalServiceMutation$variables = {
  quantity: number;
};
export type BasketSetDisposalServiceMutation$data = {
  readonly setDisposalService: {
    readonly count: number;
    readonly disposalService: {
      readonly quantity: number;
    } | null | undefined;
    readonly id: string;
  };
};
export type BasketSetDisposalServiceMutation = {
  response: BasketSetDisposalServiceMutation$data;
  variables: BasketSetDisposalServiceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quantity"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "quantity",
        "variableName": "quantity"
      }
    ],
    "concreteType": "Basket",
    "kind": "LinkedField",
    "name": "setDisposalService",
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
    "name": "BasketSetDisposalServiceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BasketSetDisposalServiceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "47aed8da823a21df26dd808839793ede",
    "id": "904b5618012d20282934a306a03a2ebd4da170110afa29c131c8757e63af7b23",
    "metadata": {},
    "name": "BasketSetDisposalServiceMutation",
    "operationKind": "mutation",
    "text": "mutation BasketSetDisposalServiceMutation(\n  $quantity: Int!\n) {\n  setDisposalService(quantity: $quantity) {\n    id\n    count\n    disposalService {\n      quantity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02c894658344bcbf9fa9d248823df176";

export default node;
