/**
 * @generated SignedSource<<513ca4861d23e1c3b6e62055a6cc4e6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoyaltyMessage_order$data = {
  readonly loyaltyPoints: number;
  readonly loyaltyRegistered: boolean;
  readonly " $fragmentType": "LoyaltyMessage_order";
};
export type LoyaltyMessage_order$key = {
  readonly " $data"?: LoyaltyMessage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoyaltyMessage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoyaltyMessage_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loyaltyPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loyaltyRegistered",
      "storageKey": null
    }
  ],
  "type": "OrderConfirmation",
  "abstractKey": null
};

(node as any).hash = "6aaeabeba49691b76bbb4cc2de4f2aea";

export default node;
