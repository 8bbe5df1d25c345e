/**
 * @generated SignedSource<<45e59e0a65a78a0fc581290dfe072468>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LinkItems_link$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  readonly " $fragmentType": "LinkItems_link";
};
export type LinkItems_link$key = {
  readonly " $data"?: LinkItems_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkItems_link">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkItems_link",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentLink_link"
    }
  ],
  "type": "Link",
  "abstractKey": "__isLink"
};

(node as any).hash = "398845f5f8668adba375aad5b58c60bf";

export default node;
