/**
 * @generated SignedSource<<f34cbb6ff10ec84c6b8000ba90b09120>>
 * @relayHash 7fd223e797895674408f18c3236a20ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8ab4125ff8e925fbff51c9bf25e069e5f789a31ee63920b6014bd6fab0a81a7

import type { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderInput = {
  acceptTerms: boolean;
  couponCode?: string | null | undefined;
  express?: boolean | null | undefined;
};
export type CheckoutPlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type CheckoutPlaceOrderMutation$data = {
  readonly placeOrder: {
    readonly currency: string;
    readonly orderNumber: string;
    readonly total: number;
  };
};
export type CheckoutPlaceOrderMutation = {
  response: CheckoutPlaceOrderMutation$data;
  variables: CheckoutPlaceOrderMutation$variables;
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
    "concreteType": "OrderConfirmation",
    "kind": "LinkedField",
    "name": "placeOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currency",
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
    "name": "CheckoutPlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7fd223e797895674408f18c3236a20ca",
    "id": "e8ab4125ff8e925fbff51c9bf25e069e5f789a31ee63920b6014bd6fab0a81a7",
    "metadata": {},
    "name": "CheckoutPlaceOrderMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPlaceOrderMutation(\n  $input: PlaceOrderInput!\n) {\n  placeOrder(input: $input) {\n    orderNumber\n    total\n    currency\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e0f873e406c44e68cbaf65f36ca441c";

export default node;
