/**
 * @generated SignedSource<<cbdf2a2cc68b9f4f19c3a0e591973dab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_panel$data = {
  readonly content: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "TextItems_panel";
};
export type TextItems_panel$key = {
  readonly " $data"?: TextItems_panel$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_panel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_panel",
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
      "concreteType": "RichText",
      "kind": "LinkedField",
      "name": "content",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RichText_richText"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Panel",
  "abstractKey": null
};

(node as any).hash = "305b25f91319d77846cae91e01b16f96";

export default node;
