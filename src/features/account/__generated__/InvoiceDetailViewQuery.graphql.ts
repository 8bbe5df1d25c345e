/**
 * @generated SignedSource<<b1299bf7d82df5c223cebb8ac9765c1c>>
 * @relayHash b94bfd92eb4ecc1da6a40e8305f75511
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7fa4205ca6cb8b249633c4cf63c289e50540109c7c4fd2b2123e0ef82305e812

import type { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentMethod = "cashOnDelivery" | "creditCard" | "installments" | "invoice" | "paymentPause" | "%future added value";
export type PaymentStatus = "open" | "overdue" | "paid" | "%future added value";
export type InvoiceDetailViewQuery$variables = {
  number: string;
};
export type InvoiceDetailViewQuery$data = {
  readonly customer: {
    readonly address: {
      readonly city: string;
      readonly country: string;
      readonly houseNumber: string;
      readonly street: string;
      readonly zipCode: string;
    } | null | undefined;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
  };
  readonly invoice: {
    readonly amount: number;
    readonly currency: string;
    readonly date: string;
    readonly id: string;
    readonly installments: ReadonlyArray<{
      readonly amount: number;
      readonly dueOn: string;
      readonly installment: number;
      readonly status: PaymentStatus;
    }>;
    readonly nextDueDate: string | null | undefined;
    readonly number: string;
    readonly paymentMethod: InvoicePaymentMethod;
    readonly pdfUrl: string;
    readonly qrBill: {
      readonly amount: number;
      readonly creditorName: string;
      readonly iban: string;
      readonly reference: string;
    } | null | undefined;
    readonly status: PaymentStatus;
  } | null | undefined;
};
export type InvoiceDetailViewQuery = {
  response: InvoiceDetailViewQuery$data;
  variables: InvoiceDetailViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
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
  "name": "amount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "number",
        "variableName": "number"
      }
    ],
    "concreteType": "Invoice",
    "kind": "LinkedField",
    "name": "invoice",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currency",
        "storageKey": null
      },
      (v3/*:: as any*/),
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
        "name": "pdfUrl",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "installment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueOn",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QrBill",
        "kind": "LinkedField",
        "name": "qrBill",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "iban",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
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
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "customer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "address",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "street",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "houseNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zipCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
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
    "name": "InvoiceDetailViewQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoiceDetailViewQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b94bfd92eb4ecc1da6a40e8305f75511",
    "id": "7fa4205ca6cb8b249633c4cf63c289e50540109c7c4fd2b2123e0ef82305e812",
    "metadata": {},
    "name": "InvoiceDetailViewQuery",
    "operationKind": "query",
    "text": "query InvoiceDetailViewQuery(\n  $number: ID!\n) {\n  invoice(number: $number) {\n    id\n    number\n    date\n    amount\n    currency\n    status\n    paymentMethod\n    pdfUrl\n    nextDueDate\n    installments {\n      installment\n      dueOn\n      amount\n      status\n    }\n    qrBill {\n      creditorName\n      iban\n      reference\n      amount\n    }\n  }\n  customer {\n    id\n    firstName\n    lastName\n    address {\n      street\n      houseNumber\n      zipCode\n      city\n      country\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13a0d61602500f7a36eca067322cb7e1";

export default node;
