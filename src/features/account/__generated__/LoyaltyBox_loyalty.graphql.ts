/**
 * @generated SignedSource<<e9644339cf7c660bfeec39e9685c6bff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoyaltyBox_loyalty$data = {
  readonly points: number;
  readonly programmeName: string;
  readonly registered: boolean;
  readonly sessionActive: boolean;
  readonly " $fragmentType": "LoyaltyBox_loyalty";
};
export type LoyaltyBox_loyalty$key = {
  readonly " $data"?: LoyaltyBox_loyalty$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoyaltyBox_loyalty">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoyaltyBox_loyalty",
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
      "name": "points",
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
      "name": "registered",
      "storageKey": null
    }
  ],
  "type": "Loyalty",
  "abstractKey": null
};

(node as any).hash = "2f3ec8ffea8da0a8f791f8c384b29c04";

export default node;
