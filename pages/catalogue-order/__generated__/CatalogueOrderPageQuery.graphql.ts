/**
 * @generated SignedSource<<1ea1cd81c6b0f834e13c2742511d16d4>>
 * @relayHash 067a98e9a1d42f938f390e01ee09ebb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbdf2adb83fb0b1654ec4e0c83091b738f45f568fd88877e2893af0ebd0dcd7c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueOrderPageQuery$variables = {
  locale: string;
};
export type CatalogueOrderPageQuery$data = {
  readonly printCatalogues: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CatalogueOrderForm_catalogues">;
  }>;
};
export type CatalogueOrderPageQuery = {
  response: CatalogueOrderPageQuery$data;
  variables: CatalogueOrderPageQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CatalogueOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PrintCatalogue",
        "kind": "LinkedField",
        "name": "printCatalogues",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CatalogueOrderForm_catalogues"
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
    "name": "CatalogueOrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PrintCatalogue",
        "kind": "LinkedField",
        "name": "printCatalogues",
        "plural": true,
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "067a98e9a1d42f938f390e01ee09ebb8",
    "id": "cbdf2adb83fb0b1654ec4e0c83091b738f45f568fd88877e2893af0ebd0dcd7c",
    "metadata": {},
    "name": "CatalogueOrderPageQuery",
    "operationKind": "query",
    "text": "query CatalogueOrderPageQuery(\n  $locale: String!\n) {\n  printCatalogues(locale: $locale) {\n    ...CatalogueOrderForm_catalogues\n    id\n  }\n}\n\nfragment CatalogueOrderForm_catalogues on PrintCatalogue {\n  id\n  title\n  description\n  image {\n    hash\n    alt\n  }\n}\n"
  }
};
})();

(node as any).hash = "25c14f54abf76e522ede2c98d64b80db";

export default node;
