/**
 * @generated SignedSource<<cf24788c06ef67a2ed2d98dff1822fbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CouponItem_coupon$data = {
  readonly code: string | null | undefined;
  readonly code2: string | null | undefined;
  readonly couponImage: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_assetSet">;
  } | null | undefined;
  readonly couponText: string | null | undefined;
  readonly hideInfoButton: boolean | null | undefined;
  readonly hint: string | null | undefined;
  readonly layoutColor: string | null | undefined;
  readonly showQrCode: boolean | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly " $fragmentType": "CouponItem_coupon";
};
export type CouponItem_coupon$key = {
  readonly " $data"?: CouponItem_coupon$data;
  readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CouponItem_coupon",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "couponText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showQrCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "layoutColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideInfoButton",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetSet",
      "kind": "LinkedField",
      "name": "couponImage",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MediaItems_assetSet"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Coupon",
  "abstractKey": null
};

(node as any).hash = "eaf146cf2cdcbf1e10250d511fadb560";

export default node;
