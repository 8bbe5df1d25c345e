/**
 * @generated SignedSource<<252c564ff413940dc041c7f2c5bd809a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ColourTiles_colors$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly isSoldOut: boolean;
  readonly label: string;
  readonly " $fragmentType": "ColourTiles_colors";
}>;
export type ColourTiles_colors$key = ReadonlyArray<{
  readonly " $data"?: ColourTiles_colors$data;
  readonly " $fragmentSpreads": FragmentRefs<"ColourTiles_colors">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ColourTiles_colors",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSoldOut",
      "storageKey": null
    }
  ],
  "type": "Color",
  "abstractKey": null
};

(node as any).hash = "4f13e1ce0dfc49adc1db41c9e4c882cc";

export default node;
