/**
 * @generated SignedSource<<36ca07fad08bf13e3bec1caaf5992ad3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContentModalText_modal$data = {
  readonly coupon: {
    readonly sys: {
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
  } | null | undefined;
  readonly headline: string | null | undefined;
  readonly primaryButtonLink: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly richtext: {
    readonly links: {
      readonly entries: {
        readonly block: ReadonlyArray<{
          readonly sys: {
            readonly id: string;
          };
        }>;
      };
    };
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly " $fragmentType": "ContentModalText_modal";
};
export type ContentModalText_modal$key = {
  readonly " $data"?: ContentModalText_modal$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentModalText_modal">;
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
  "name": "ContentModalText_modal",
  "selections": [
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
          "concreteType": "RichTextLinks",
          "kind": "LinkedField",
          "name": "links",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RichTextEntries",
              "kind": "LinkedField",
              "name": "entries",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "block",
                  "plural": true,
                  "selections": [
                    (v0/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RichText_richText"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Coupon",
      "kind": "LinkedField",
      "name": "coupon",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CouponItem_coupon"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "primaryButtonLink",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContentLink_link"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Modal",
  "abstractKey": null
};
})();

(node as any).hash = "c0a516e33835a30ccc530797a2542861";

export default node;
