/**
 * @generated SignedSource<<24eb5650a11897381a3b1c088bb0dbeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ActionButtonItem_actionButton$data = {
  readonly label: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly type: string | null | undefined;
  readonly " $fragmentType": "ActionButtonItem_actionButton";
};
export type ActionButtonItem_actionButton$key = {
  readonly " $data"?: ActionButtonItem_actionButton$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionButtonItem_actionButton">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionButtonItem_actionButton",
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
      "name": "type",
      "storageKey": null
    }
  ],
  "type": "ActionButton",
  "abstractKey": null
};

(node as any).hash = "aec3183cb6a3444a8527ee1240c2d0c4";

export default node;
