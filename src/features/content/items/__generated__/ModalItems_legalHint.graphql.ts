/**
 * @generated SignedSource<<296af1a6362b2848af978c5096917f55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ModalItems_legalHint$data = {
  readonly coupon: {
    readonly " $fragmentSpreads": FragmentRefs<"CouponItem_coupon">;
  } | null | undefined;
  readonly id: string | null | undefined;
  readonly " $fragmentType": "ModalItems_legalHint";
};
export type ModalItems_legalHint$key = {
  readonly " $data"?: ModalItems_legalHint$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModalItems_legalHint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModalItems_legalHint",
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
    }
  ],
  "type": "LegalHint",
  "abstractKey": null
};

(node as any).hash = "22f2faf3d863d228671f7d98a40b782a";

export default node;
