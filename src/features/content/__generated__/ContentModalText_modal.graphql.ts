/**
 * @generated SignedSource<<2f402c8fb80267ecb5792654d9ca2e34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContentModalText_modal$data = {
  readonly coupon: {
    readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
  } | null | undefined;
  readonly headline: string | null | undefined;
  readonly primaryButtonLink: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly richtext: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly " $fragmentType": "ContentModalText_modal";
};
export type ContentModalText_modal$key = {
  readonly " $data"?: ContentModalText_modal$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentModalText_modal">;
};

const node: ReaderFragment = {
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

(node as any).hash = "bb7c365dbc24c8f455f60bc7dbb6d02e";

export default node;
