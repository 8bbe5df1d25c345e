/**
 * @generated SignedSource<<a085d21f1237aa608ed1c1bcde657e86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LayoutItem_layout$data = {
  readonly columnsCollection: {
    readonly items: ReadonlyArray<{
      readonly content: {
        readonly " $fragmentSpreads": FragmentRefs<"ContentItems_item">;
      } | null | undefined;
      readonly horizontalAlignment: string | null | undefined;
      readonly sys: {
        readonly id: string;
      };
    }>;
  };
  readonly maxPageWidth: string | null | undefined;
  readonly ratio: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly verticalAlignment: string | null | undefined;
  readonly " $fragmentType": "LayoutItem_layout";
};
export type LayoutItem_layout$key = {
  readonly " $data"?: LayoutItem_layout$data;
  readonly " $fragmentSpreads": FragmentRefs<"LayoutItem_layout">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LayoutItem_layout",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verticalAlignment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxPageWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LayoutColumnCollection",
      "kind": "LinkedField",
      "name": "columnsCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LayoutColumn",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "horizontalAlignment",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "content",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ContentItems_item"
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
  "type": "Layout",
  "abstractKey": null
};
})();

(node as any).hash = "be118d4bcac66adc30b1956f80fbc519";

export default node;
