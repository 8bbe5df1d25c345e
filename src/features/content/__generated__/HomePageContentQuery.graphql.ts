/**
 * @generated SignedSource<<c74390b38bf3c28a1b7be66623e79750>>
 * @relayHash 36f25b61905edc371af63a16b2f24e74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9f4e1a73283fd51bff2eed091b0d01a3e9ca813cc0940e6efd3700f135d4c02

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageContentQuery$variables = {
  locale: string;
  preview: boolean;
};
export type HomePageContentQuery$data = {
  readonly pageCollection: {
    readonly items: ReadonlyArray<{
      readonly sys: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"HomeTeaser_page">;
    }>;
  };
};
export type HomePageContentQuery = {
  response: HomePageContentQuery$data;
  variables: HomePageContentQuery$variables;
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
      "slug": "homepage"
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
    "name": "HomePageContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PageCollection",
        "kind": "LinkedField",
        "name": "pageCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeTeaser_page"
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
    "name": "HomePageContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PageCollection",
        "kind": "LinkedField",
        "name": "pageCollection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "intro",
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
    "cacheID": "36f25b61905edc371af63a16b2f24e74",
    "id": "e9f4e1a73283fd51bff2eed091b0d01a3e9ca813cc0940e6efd3700f135d4c02",
    "metadata": {},
    "name": "HomePageContentQuery",
    "operationKind": "query",
    "text": "query HomePageContentQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  pageCollection(where: {slug: \"homepage\"}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      ...HomeTeaser_page\n    }\n  }\n}\n\nfragment HomeTeaser_page on Page {\n  headline\n  intro\n}\n"
  }
};
})();

(node as any).hash = "f04b32314175b7403a870fdb05b1c714";

export default node;
