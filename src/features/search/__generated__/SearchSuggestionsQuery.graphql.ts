/**
 * @generated SignedSource<<6de1c9af5a2d4dbd29dce3609bdc4aa5>>
 * @relayHash fce1a150425fb08a1a22878919afe03d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 485d0bcacd0a265da59ee1f45870a0bfadb26cec5f33e346ff0b930e634bf4f3

import type { ConcreteRequest } from 'relay-runtime';
export type SuggestionInput = {
  locale: string;
  term: string;
};
export type SearchSuggestionsQuery$variables = {
  input: SuggestionInput;
};
export type SearchSuggestionsQuery$data = {
  readonly suggestion: {
    readonly brands: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly categories: ReadonlyArray<{
      readonly category: {
        readonly id: string;
        readonly name: string;
        readonly path: string;
      };
      readonly id: string;
      readonly suggestedFilter: {
        readonly id: string;
        readonly values: ReadonlyArray<string>;
      } | null | undefined;
    }>;
    readonly id: string;
    readonly products: ReadonlyArray<{
      readonly id: string;
      readonly product: {
        readonly id: string;
        readonly images: ReadonlyArray<{
          readonly alt: string | null | undefined;
          readonly hash: string;
        }>;
        readonly name: string;
        readonly price: {
          readonly currency: string;
          readonly min: number;
          readonly old: number;
          readonly priceRange: boolean;
        };
      };
    }>;
  };
};
export type SearchSuggestionsQuery = {
  response: SearchSuggestionsQuery$data;
  variables: SearchSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Suggestion",
    "kind": "LinkedField",
    "name": "suggestion",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brands",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CategorySuggestion",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveFilter",
            "kind": "LinkedField",
            "name": "suggestedFilter",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductSuggestion",
        "kind": "LinkedField",
        "name": "products",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "count",
                    "value": 1
                  }
                ],
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hash",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  }
                ],
                "storageKey": "images(count:1)"
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
    "name": "SearchSuggestionsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchSuggestionsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "fce1a150425fb08a1a22878919afe03d",
    "id": "485d0bcacd0a265da59ee1f45870a0bfadb26cec5f33e346ff0b930e634bf4f3",
    "metadata": {},
    "name": "SearchSuggestionsQuery",
    "operationKind": "query",
    "text": "query SearchSuggestionsQuery(\n  $input: SuggestionInput!\n) {\n  suggestion(input: $input) {\n    id\n    brands {\n      id\n      name\n    }\n    categories {\n      id\n      category {\n        id\n        name\n        path\n      }\n      suggestedFilter {\n        id\n        values\n      }\n    }\n    products {\n      id\n      product {\n        id\n        name\n        images(count: 1) {\n          hash\n          alt\n        }\n        price {\n          currency\n          min\n          old\n          priceRange\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f4cd2992fb72f54398b125636632fe2";

export default node;
