/**
 * @generated SignedSource<<d79c3b3607e2f0ea974c7c0e7c7661d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RichTextEmbed_entry$data = {
  readonly __typename: string;
  readonly asset: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_asset">;
  } | null | undefined;
  readonly button: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_button">;
  } | null | undefined;
  readonly coupon: {
    readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
  } | null | undefined;
  readonly link: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly " $fragmentType": "RichTextEmbed_entry";
};
export type RichTextEmbed_entry$key = {
  readonly " $data"?: RichTextEmbed_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"RichTextEmbed_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RichTextEmbed_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CouponItem_coupon"
          }
        ],
        "type": "Coupon",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "coupon"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LinkItems_button"
          }
        ],
        "type": "Button",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "button"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaItems_asset"
          }
        ],
        "type": "ContentItemAsset",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "asset"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContentLink_link"
          }
        ],
        "type": "Link",
        "abstractKey": "__isLink"
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "link"
    }
  ],
  "type": "Entry",
  "abstractKey": "__isEntry"
};

(node as any).hash = "759d31f50a9dfc7dbf3a463838a074f1";

export default node;
