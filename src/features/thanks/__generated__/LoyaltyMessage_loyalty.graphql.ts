/**
 * @generated SignedSource<<33b361594533ca0deb2e2eaada19ee83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoyaltyMessage_loyalty$data = {
  readonly points: number;
  readonly programmeName: string;
  readonly sessionActive: boolean;
  readonly " $fragmentType": "LoyaltyMessage_loyalty";
};
export type LoyaltyMessage_loyalty$key = {
  readonly " $data"?: LoyaltyMessage_loyalty$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoyaltyMessage_loyalty">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoyaltyMessage_loyalty",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "programmeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    }
  ],
  "type": "Loyalty",
  "abstractKey": null
};

(node as any).hash = "e36f23f23fb22f7332c1155eff463baa";

export default node;
