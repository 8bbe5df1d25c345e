/**
 * @generated SignedSource<<80ae3ad0c057706538c99c2adee8b1e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LinkItems_anchorLink$data = {
  readonly anchor: string | null | undefined;
  readonly label: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "LinkItems_anchorLink";
};
export type LinkItems_anchorLink$key = {
  readonly " $data"?: LinkItems_anchorLink$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkItems_anchorLink">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkItems_anchorLink",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "anchor",
      "storageKey": null
    }
  ],
  "type": "AnchorLink",
  "abstractKey": null
};

(node as any).hash = "459fa393315346272ee8cf0dd8cee657";

export default node;
