/**
 * @generated SignedSource<<32e28006bf1f9ae7d6fc0027f11673c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StructureItems_tableOfContents$data = {
  readonly levelsToShow: number | null | undefined;
  readonly " $fragmentType": "StructureItems_tableOfContents";
};
export type StructureItems_tableOfContents$key = {
  readonly " $data"?: StructureItems_tableOfContents$data;
  readonly " $fragmentSpreads": FragmentRefs<"StructureItems_tableOfContents">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StructureItems_tableOfContents",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelsToShow",
      "storageKey": null
    }
  ],
  "type": "TableOfContents",
  "abstractKey": null
};

(node as any).hash = "1bb25ef11119352451469b2c5e06b4ba";

export default node;
