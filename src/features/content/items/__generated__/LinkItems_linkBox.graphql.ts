/**
 * @generated SignedSource<<9d73fb21103334eb98496c6aa25f37a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LinkItems_linkBox$data = {
  readonly headline: string | null | undefined;
  readonly linkBox: any | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "LinkItems_linkBox";
};
export type LinkItems_linkBox$key = {
  readonly " $data"?: LinkItems_linkBox$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkItems_linkBox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkItems_linkBox",
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
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkBox",
      "storageKey": null
    }
  ],
  "type": "LinkBox",
  "abstractKey": null
};

(node as any).hash = "1d9c8b980e14d1ecf8629fa3f3143e82";

export default node;
