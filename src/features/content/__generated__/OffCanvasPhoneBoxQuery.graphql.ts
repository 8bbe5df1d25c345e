/**
 * @generated SignedSource<<04a1f1f4a154da06aa07ccfa10600870>>
 * @relayHash c47440230fdb9b1c030b6159288ba321
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f11315fd895e92f96f7c0b8cd5ea3f418e2c0e5ecec183adca2a97c8b00d6e98

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OffCanvasPhoneBoxQuery$variables = {
  locale: string;
  preview: boolean;
};
export type OffCanvasPhoneBoxQuery$data = {
  readonly phoneBoxCollection: {
    readonly items: ReadonlyArray<{
      readonly sys: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"OffCanvasPhoneBoxContent_phoneBox">;
    }>;
  };
};
export type OffCanvasPhoneBoxQuery = {
  response: OffCanvasPhoneBoxQuery$data;
  variables: OffCanvasPhoneBoxQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "preview"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "limit",
    "value": 1
  },
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  },
  {
    "kind": "Variable",
    "name": "preview",
    "variableName": "preview"
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "useInOffCanvasNavigation_contains": "true"
    }
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Sys",
  "kind": "LinkedField",
  "name": "sys",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OffCanvasPhoneBoxQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PhoneBoxCollection",
        "kind": "LinkedField",
        "name": "phoneBoxCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PhoneBox",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OffCanvasPhoneBoxContent_phoneBox"
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
    "name": "OffCanvasPhoneBoxQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PhoneBoxCollection",
        "kind": "LinkedField",
        "name": "phoneBoxCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PhoneBox",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
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
                "name": "disclaimer",
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
    "cacheID": "c47440230fdb9b1c030b6159288ba321",
    "id": "f11315fd895e92f96f7c0b8cd5ea3f418e2c0e5ecec183adca2a97c8b00d6e98",
    "metadata": {},
    "name": "OffCanvasPhoneBoxQuery",
    "operationKind": "query",
    "text": "query OffCanvasPhoneBoxQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  phoneBoxCollection(where: {useInOffCanvasNavigation_contains: \"true\"}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      ...OffCanvasPhoneBoxContent_phoneBox\n    }\n  }\n}\n\nfragment OffCanvasPhoneBoxContent_phoneBox on PhoneBox {\n  title\n  subtitle\n  number\n  disclaimer\n}\n"
  }
};
})();

(node as any).hash = "acefe7a9683bdfc93ae7f4046585081d";

export default node;
