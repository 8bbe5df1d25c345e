/**
 * @generated SignedSource<<b5c0d9439d9bd2172b6b36127e82ff24>>
 * @relayHash 9e7938da53c56e8c74180d1f2afa2338
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 547b5c918563faf8b9a8afb3ac56dc5d64fd580a78b30ce4525b500eed2bdde5

import type { ConcreteRequest } from 'relay-runtime';
export type AvailabilityState = "available" | "deliverable" | "lowStock" | "notAvailable" | "%future added value";
export type ChangeItemFormQuery$variables = {
  id: string;
  locale: string;
};
export type ChangeItemFormQuery$data = {
  readonly productById: {
    readonly dimensions: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
      readonly variants: ReadonlyArray<{
        readonly availability: {
          readonly color: string | null | undefined;
          readonly key: string;
          readonly quantity: number | null | undefined;
          readonly state: AvailabilityState;
          readonly value: string | null | undefined;
        };
        readonly id: string;
        readonly size: {
          readonly label: string;
        };
      }>;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type ChangeItemFormQuery = {
  response: ChangeItemFormQuery$data;
  variables: ChangeItemFormQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Size",
  "kind": "LinkedField",
  "name": "size",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeItemFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "productById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dimension",
            "kind": "LinkedField",
            "name": "dimensions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Variant",
                "kind": "LinkedField",
                "name": "variants",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Availability",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeItemFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "productById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dimension",
            "kind": "LinkedField",
            "name": "dimensions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Variant",
                "kind": "LinkedField",
                "name": "variants",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Availability",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
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
    ]
  },
  "params": {
    "cacheID": "9e7938da53c56e8c74180d1f2afa2338",
    "id": "547b5c918563faf8b9a8afb3ac56dc5d64fd580a78b30ce4525b500eed2bdde5",
    "metadata": {},
    "name": "ChangeItemFormQuery",
    "operationKind": "query",
    "text": "query ChangeItemFormQuery(\n  $id: ID!\n  $locale: String!\n) {\n  productById(id: $id, locale: $locale) {\n    id\n    dimensions {\n      id\n      label\n      variants {\n        id\n        size {\n          label\n        }\n        availability {\n          key\n          state\n          color\n          value\n          quantity\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2cce2f202e1c512c6fbc520285d2dfa";

export default node;
