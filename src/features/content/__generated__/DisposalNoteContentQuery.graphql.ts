/**
 * @generated SignedSource<<7dd5487a1f8a08a70dcf09095e977909>>
 * @relayHash 0ca67b90af13c9567360cac7938f4172
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4aa3acfd5a53a7a29b9434f0a99a2f21c8a3281b2e035854fd893c6e0f895ee

import type { ConcreteRequest } from 'relay-runtime';
export type DisposalNoteContentQuery$variables = {
  locale: string;
  preview: boolean;
};
export type DisposalNoteContentQuery$data = {
  readonly modalCollection: {
    readonly items: ReadonlyArray<{
      readonly headline: string | null | undefined;
      readonly richtext: {
        readonly json: any;
      } | null | undefined;
      readonly sys: {
        readonly id: string;
      };
    }>;
  };
};
export type DisposalNoteContentQuery = {
  response: DisposalNoteContentQuery$data;
  variables: DisposalNoteContentQuery$variables;
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
    "alias": null,
    "args": [
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
          "id": "disposalNote"
        }
      }
    ],
    "concreteType": "ModalCollection",
    "kind": "LinkedField",
    "name": "modalCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Modal",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
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
          },
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
            "concreteType": "RichText",
            "kind": "LinkedField",
            "name": "richtext",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "json",
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
    "name": "DisposalNoteContentQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DisposalNoteContentQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0ca67b90af13c9567360cac7938f4172",
    "id": "b4aa3acfd5a53a7a29b9434f0a99a2f21c8a3281b2e035854fd893c6e0f895ee",
    "metadata": {},
    "name": "DisposalNoteContentQuery",
    "operationKind": "query",
    "text": "query DisposalNoteContentQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  modalCollection(where: {id: \"disposalNote\"}, limit: 1, locale: $locale, preview: $preview) {\n    items {\n      sys {\n        id\n      }\n      headline\n      richtext {\n        json\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d60c2de9d0c312d9ae2e9975f6b5fc5";

export default node;
