/**
 * @generated SignedSource<<04e8cc4ec5765dcce68f6ed1aff91699>>
 * @relayHash b2fa9b51b4f43c26a8ae383f74950f12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbbec08078d05378fbc5258b148b9b36ad2bf1a252ba367735977f6daa5f5cdc

import type { ConcreteRequest } from 'relay-runtime';
export type OlderInvoicesInput = {
  period: string;
};
export type AccountRequestOlderInvoicesMutation$variables = {
  input: OlderInvoicesInput;
};
export type AccountRequestOlderInvoicesMutation$data = {
  readonly requestOlderInvoices: {
    readonly reference: string | null | undefined;
    readonly success: boolean;
  };
};
export type AccountRequestOlderInvoicesMutation = {
  response: AccountRequestOlderInvoicesMutation$data;
  variables: AccountRequestOlderInvoicesMutation$variables;
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
    "concreteType": "RequestResult",
    "kind": "LinkedField",
    "name": "requestOlderInvoices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reference",
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
    "name": "AccountRequestOlderInvoicesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountRequestOlderInvoicesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b2fa9b51b4f43c26a8ae383f74950f12",
    "id": "fbbec08078d05378fbc5258b148b9b36ad2bf1a252ba367735977f6daa5f5cdc",
    "metadata": {},
    "name": "AccountRequestOlderInvoicesMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRequestOlderInvoicesMutation(\n  $input: OlderInvoicesInput!\n) {\n  requestOlderInvoices(input: $input) {\n    success\n    reference\n  }\n}\n"
  }
};
})();

(node as any).hash = "5184b908d035d6f4e4f4863eb854565f";

export default node;
