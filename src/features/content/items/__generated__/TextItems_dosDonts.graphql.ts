/**
 * @generated SignedSource<<15248c2e8db66ff4b0d811b16ea4afd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_dosDonts$data = {
  readonly sys: {
    readonly id: string;
  };
  readonly textListDonts: ReadonlyArray<string> | null | undefined;
  readonly textListDos: ReadonlyArray<string> | null | undefined;
  readonly titleDonts: string | null | undefined;
  readonly titleDos: string | null | undefined;
  readonly " $fragmentType": "TextItems_dosDonts";
};
export type TextItems_dosDonts$key = {
  readonly " $data"?: TextItems_dosDonts$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_dosDonts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_dosDonts",
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
      "name": "titleDos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textListDos",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "titleDonts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textListDonts",
      "storageKey": null
    }
  ],
  "type": "DosDonts",
  "abstractKey": null
};

(node as any).hash = "48c380566305e1f55dcc7572e5a6fb6b";

export default node;
