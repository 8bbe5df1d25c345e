/**
 * @generated SignedSource<<28519be23e5b6efc30e5bfd1cedf9b3e>>
 * @relayHash d87d80715f8e3cd3327461db06c40269
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13a4496c8855e07a978aca8e690c07d1be249533095399d4daedb20810f78ad5

import type { ConcreteRequest } from 'relay-runtime';
export type ProductByIdInput = {
  id: string;
  locale: string;
};
export type PromotionAutomatedProductQuery$variables = {
  exactImageType?: boolean | null | undefined;
  imageType?: string | null | undefined;
  input: ProductByIdInput;
};
export type PromotionAutomatedProductQuery$data = {
  readonly automatedProductById: {
    readonly productById: {
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly alt: string | null | undefined;
        readonly hash: string;
        readonly type: string | null | undefined;
      }>;
      readonly name: string;
    } | null | undefined;
  };
};
export type PromotionAutomatedProductQuery = {
  response: PromotionAutomatedProductQuery$data;
  variables: PromotionAutomatedProductQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exactImageType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "imageType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "count",
            "value": 1
          },
          {
            "kind": "Variable",
            "name": "exactImageType",
            "variableName": "exactImageType"
          },
          {
            "kind": "Variable",
            "name": "imageType",
            "variableName": "imageType"
          }
        ],
        "kind": "ObjectValue",
        "name": "imagesInput"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AutomatedProductResult",
    "kind": "LinkedField",
    "name": "automatedProductById",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "productById",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
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
                "name": "type",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PromotionAutomatedProductQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PromotionAutomatedProductQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d87d80715f8e3cd3327461db06c40269",
    "id": "13a4496c8855e07a978aca8e690c07d1be249533095399d4daedb20810f78ad5",
    "metadata": {},
    "name": "PromotionAutomatedProductQuery",
    "operationKind": "query",
    "text": "query PromotionAutomatedProductQuery(\n  $input: ProductByIdInput!\n  $imageType: String\n  $exactImageType: Boolean\n) {\n  automatedProductById(input: $input, imagesInput: {imageType: $imageType, exactImageType: $exactImageType, count: 1}) {\n    productById {\n      id\n      name\n      images {\n        hash\n        type\n        alt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f978340cd56003bbcca40fc5ea411fdd";

export default node;
