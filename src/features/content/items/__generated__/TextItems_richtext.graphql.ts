/**
 * @generated SignedSource<<d09a1fbc1b322980949924240efa97a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_richtext$data = {
  readonly richtext: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "TextItems_richtext";
};
export type TextItems_richtext$key = {
  readonly " $data"?: TextItems_richtext$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_richtext">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_richtext",
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
      "name": "richtext",
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
  "type": "Richtext",
  "abstractKey": null
};

(node as any).hash = "db4e9fac4eb45cb6b153b1c0fd969bb6";

export default node;
