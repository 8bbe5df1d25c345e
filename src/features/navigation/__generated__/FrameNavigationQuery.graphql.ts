/**
 * @generated SignedSource<<6dd2637881ee07f1fe1832a5c9dc316b>>
 * @relayHash 85f9053f24af42a1b956728d1f7b2554
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdc8eef4e59475ec688d09a5eb9c121e87023d60bbfa2a4762573798d4f36f8c

import type { ConcreteRequest } from 'relay-runtime';
export type FrameNavigationQuery$variables = {
  locale: string;
};
export type FrameNavigationQuery$data = {
  readonly navigation: {
    readonly categories: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly path: string;
    }>;
    readonly id: string;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "Navigation",
    "kind": "LinkedField",
    "name": "navigation",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "path",
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
    "name": "FrameNavigationQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FrameNavigationQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "85f9053f24af42a1b956728d1f7b2554",
    "id": "bdc8eef4e59475ec688d09a5eb9c121e87023d60bbfa2a4762573798d4f36f8c",
    "metadata": {},
    "name": "FrameNavigationQuery",
    "operationKind": "query",
    "text": "query FrameNavigationQuery(\n  $locale: String!\n) {\n  navigation(locale: $locale) {\n    id\n    categories {\n      id\n      name\n      path\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1047dd529ab2c2b034bc9e169cfce92c";

export default node;
