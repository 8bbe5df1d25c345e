/**
 * @generated SignedSource<<67be0403f3f8e627526ecb6ec161543d>>
 * @relayHash 58886bde727a597dc016e2e4daefbba7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d524961c814d009ad8ca847082f02fc75c742fa1e2e7a52c103641baf75e8866

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FrameNavigationQuery$variables = {
  locale: string;
};
export type FrameNavigationQuery$data = {
  readonly navigation: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DesktopNavigationTabs_navigation" | "MenuPanel_navigation" | "ShadowNavigation_navigation">;
  };
};
export type FrameNavigationQuery = {
  response: FrameNavigationQuery$data;
  variables: FrameNavigationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FrameNavigationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Navigation",
        "kind": "LinkedField",
        "name": "navigation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DesktopNavigationTabs_navigation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MenuPanel_navigation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShadowNavigation_navigation"
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
    "name": "FrameNavigationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Navigation",
        "kind": "LinkedField",
        "name": "navigation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "categories",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "children",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isContentTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isHighlighted",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "58886bde727a597dc016e2e4daefbba7",
    "id": "d524961c814d009ad8ca847082f02fc75c742fa1e2e7a52c103641baf75e8866",
    "metadata": {},
    "name": "FrameNavigationQuery",
    "operationKind": "query",
    "text": "query FrameNavigationQuery(\n  $locale: String!\n) {\n  navigation(locale: $locale) {\n    id\n    ...DesktopNavigationTabs_navigation\n    ...MenuPanel_navigation\n    ...ShadowNavigation_navigation\n  }\n}\n\nfragment DesktopNavigationTabs_navigation on Navigation {\n  categories {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      isContentTitle\n      children {\n        id\n        name\n        path\n        isHighlighted\n      }\n    }\n  }\n}\n\nfragment MenuPanel_navigation on Navigation {\n  categories {\n    id\n    name\n    path\n    children {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n      }\n    }\n  }\n}\n\nfragment ShadowNavigation_navigation on Navigation {\n  categories {\n    id\n    name\n    title\n    path\n    children {\n      id\n      name\n      title\n      path\n      children {\n        id\n        name\n        title\n        path\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "217ef4a56f875742eaa8ff02e65f0d7e";

export default node;
