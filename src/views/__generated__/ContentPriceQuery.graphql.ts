/**
 * @generated SignedSource<<a653b5588616ffdd1084edf96475b51f>>
 * @relayHash 09320afb6dcd266339ab6b438224e1a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 258cb5db64341ab2826570494e514b2bf9a02a08e873d6d0d766c68545f27903

import type { ConcreteRequest } from 'relay-runtime';
export type ContentPriceQuery$variables = {
  id: string;
  locale: string;
};
export type ContentPriceQuery$data = {
  readonly productPriceAndNameById: {
    readonly id: string;
    readonly name: string;
    readonly price: {
      readonly currency: string;
      readonly min: number;
      readonly old: number;
      readonly priceRange: boolean;
    };
  } | null | undefined;
};
export type ContentPriceQuery = {
  response: ContentPriceQuery$data;
  variables: ContentPriceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          },
          {
            "kind": "Variable",
            "name": "locale",
            "variableName": "locale"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "productPriceAndNameById",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Price",
        "kind": "LinkedField",
        "name": "price",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "min",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "old",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceRange",
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
    "name": "ContentPriceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentPriceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09320afb6dcd266339ab6b438224e1a3",
    "id": "258cb5db64341ab2826570494e514b2bf9a02a08e873d6d0d766c68545f27903",
    "metadata": {},
    "name": "ContentPriceQuery",
    "operationKind": "query",
    "text": "query ContentPriceQuery(\n  $id: ID!\n  $locale: String!\n) {\n  productPriceAndNameById(input: {id: $id, locale: $locale}) {\n    id\n    name\n    price {\n      currency\n      min\n      old\n      priceRange\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5ea41c752169e3f92e308d7b32f9215";

export default node;
