/**
 * @generated SignedSource<<4ffec88a5924cb726bef7d88127e5fea>>
 * @relayHash dfa50e95dee34f1e8e10444012ddd97c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 796b7e59ba2dd2ac938e2e47245c2a2ef72ac2d3adb23f484108fdc6f0065718

import type { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentMethod = "cashOnDelivery" | "creditCard" | "installments" | "invoice" | "paymentPause" | "%future added value";
export type PaymentStatus = "open" | "overdue" | "paid" | "%future added value";
export type InvoicesViewQuery$variables = {
  months: number;
};
export type InvoicesViewQuery$data = {
  readonly invoices: ReadonlyArray<{
    readonly amount: number;
    readonly currency: string;
    readonly date: string;
    readonly id: string;
    readonly installments: ReadonlyArray<{
      readonly status: PaymentStatus;
    }>;
    readonly nextDueDate: string | null | undefined;
    readonly number: string;
    readonly paymentMethod: InvoicePaymentMethod;
    readonly status: PaymentStatus;
  }>;
};
export type InvoicesViewQuery = {
  response: InvoicesViewQuery$data;
  variables: InvoicesViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "months"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "months",
        "variableName": "months"
      }
    ],
    "concreteType": "Invoice",
    "kind": "LinkedField",
    "name": "invoices",
    "plural": true,
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
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currency",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentMethod",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextDueDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Installment",
        "kind": "LinkedField",
        "name": "installments",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "InvoicesViewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoicesViewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "dfa50e95dee34f1e8e10444012ddd97c",
    "id": "796b7e59ba2dd2ac938e2e47245c2a2ef72ac2d3adb23f484108fdc6f0065718",
    "metadata": {},
    "name": "InvoicesViewQuery",
    "operationKind": "query",
    "text": "query InvoicesViewQuery(\n  $months: Int!\n) {\n  invoices(months: $months) {\n    id\n    number\n    date\n    amount\n    currency\n    status\n    paymentMethod\n    nextDueDate\n    installments {\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f460740ce62ba7bddeb572812b748f6";

export default node;
