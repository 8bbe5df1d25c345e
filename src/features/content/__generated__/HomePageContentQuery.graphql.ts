/**
 * @generated SignedSource<<ae9a62b199b92749a2e22efee8a3f9cb>>
 * @relayHash 69674ef3f22a61a7cafd843800cfeab5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d470204dfc0cca1c1cabeb55dcfef2bceb96a789cf2b4943b6d6a071e3c5bbf0

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
    "cacheID": "69674ef3f22a61a7cafd843800cfeab5",
    "id": "d470204dfc0cca1c1cabeb55dcfef2bceb96a789cf2b4943b6d6a071e3c5bbf0",
    "metadata": {},
    "name": "HomePageContentQuery",
    "operationKind": "query",
    "text": "query HomePageContentQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  pageCollection(where: {slug: \"homepage\"}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      ...HomeTeaser_page\n    }\n  }\n}\n\nfragment HomeTeaser_page on Page {\n  sys {\n    id\n  }\n  headline\n  intro\n}\n"
  }
};
})();

(node as any).hash = "f04b32314175b7403a870fdb05b1c714";

export default node;
