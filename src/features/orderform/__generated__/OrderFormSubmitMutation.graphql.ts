/**
 * @generated SignedSource<<00c81e0dc823106d74aef8aa4cf0987c>>
 * @relayHash 81bd7b250108207c6a19e5a60809702b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4927b25b68460fdf4b8aa64d977360dc6b73b87e30420de84e8c8b49a540263

import type { ConcreteRequest } from 'relay-runtime';
export type DirectOrderFormInput = {
  lines: ReadonlyArray<DirectOrderFormLineInput>;
  locale: string;
};
export type DirectOrderFormLineInput = {
  displayNumber: string;
  quantity: number;
  variantId?: string | null | undefined;
};
export type OrderFormSubmitMutation$variables = {
  input: DirectOrderFormInput;
};
export type OrderFormSubmitMutation$data = {
  readonly submitDirectOrderForm: {
    readonly addedLines: ReadonlyArray<number>;
    readonly basket: {
      readonly count: number;
      readonly id: string;
    };
    readonly lineErrors: ReadonlyArray<{
      readonly code: string;
      readonly index: number;
      readonly params: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type OrderFormSubmitMutation = {
  response: OrderFormSubmitMutation$data;
  variables: OrderFormSubmitMutation$variables;
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
    "concreteType": "DirectOrderFormResult",
    "kind": "LinkedField",
    "name": "submitDirectOrderForm",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addedLines",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DirectOrderFormLineError",
        "kind": "LinkedField",
        "name": "lineErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "index",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HintParam",
            "kind": "LinkedField",
            "name": "params",
            "plural": true,
            "selections": [
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
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
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
    "name": "OrderFormSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderFormSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "81bd7b250108207c6a19e5a60809702b",
    "id": "a4927b25b68460fdf4b8aa64d977360dc6b73b87e30420de84e8c8b49a540263",
    "metadata": {},
    "name": "OrderFormSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation OrderFormSubmitMutation(\n  $input: DirectOrderFormInput!\n) {\n  submitDirectOrderForm(input: $input) {\n    basket {\n      id\n      count\n    }\n    addedLines\n    lineErrors {\n      index\n      code\n      params {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e9c1b0af7107c7842c7358bc27cc542";

export default node;
