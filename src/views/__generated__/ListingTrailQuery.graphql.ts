/**
 * @generated SignedSource<<8e61fcf47158229a64e39c7540a7d895>>
 * @relayHash 1c1ef6edecb3495c3b0c166002676001
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0d0e805b193a352a829f7410d1df2e4bb3f60be44ecf73b786de73685157435

import type { ConcreteRequest } from 'relay-runtime';
export type ListingTrailQuery$variables = {
  locale: string;
};
export type ListingTrailQuery$data = {
  readonly navigation: {
    readonly categories: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly children: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
          readonly path: string;
        }>;
        readonly id: string;
        readonly name: string;
        readonly path: string;
      }>;
      readonly id: string;
      readonly name: string;
      readonly path: string;
    }>;
    readonly id: string;
  };
};
export type ListingTrailQuery = {
  response: ListingTrailQuery$data;
  variables: ListingTrailQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v4 = [
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "children",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingTrailQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ListingTrailQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "1c1ef6edecb3495c3b0c166002676001",
    "id": "e0d0e805b193a352a829f7410d1df2e4bb3f60be44ecf73b786de73685157435",
    "metadata": {},
    "name": "ListingTrailQuery",
    "operationKind": "query",
    "text": "query ListingTrailQuery(\n  $locale: String!\n) {\n  navigation(locale: $locale) {\n    id\n    categories {\n      id\n      name\n      path\n      children {\n        id\n        name\n        path\n        children {\n          id\n          name\n          path\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e251bb65c637fdc43033e5b74b09c4b7";

export default node;
