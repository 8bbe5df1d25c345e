/**
 * @generated SignedSource<<2295b5863e0c16518123eac058a6d001>>
 * @relayHash 860c90467cf805ab1b1b09b0ac4bc0c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae4ca7f1941439bf0024edd9596f5f733c91f345774c938f18e8055a6a3ae708

import type { ConcreteRequest } from 'relay-runtime';
export type useSetDisposalServiceMutation$variables = {
  quantity: number;
};
export type useSetDisposalServiceMutation$data = {
  readonly setDisposalService: {
    readonly count: number;
    readonly disposalService: {
      readonly quantity: number;
    } | null | undefined;
    readonly id: string;
  };
};
export type useSetDisposalServiceMutation = {
  response: useSetDisposalServiceMutation$data;
  variables: useSetDisposalServiceMutation$variables;
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
    "name": "useSetDisposalServiceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDisposalServiceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "860c90467cf805ab1b1b09b0ac4bc0c1",
    "id": "ae4ca7f1941439bf0024edd9596f5f733c91f345774c938f18e8055a6a3ae708",
    "metadata": {},
    "name": "useSetDisposalServiceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDisposalServiceMutation(\n  $quantity: Int!\n) {\n  setDisposalService(quantity: $quantity) {\n    id\n    count\n    disposalService {\n      quantity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b785ba12c0d8f07e8a2e1fec2a1ebfc5";

export default node;
