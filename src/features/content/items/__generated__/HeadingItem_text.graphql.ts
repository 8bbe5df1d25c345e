/**
 * @generated SignedSource<<103b084d29ba8e48767cddd462113816>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HeadingItem_text$data = {
  readonly style: string | null | undefined;
  readonly styledText: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "HeadingItem_text";
};
export type HeadingItem_text$key = {
  readonly " $data"?: HeadingItem_text$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeadingItem_text">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeadingItem_text",
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
      "name": "styledText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "style",
      "storageKey": null
    }
  ],
  "type": "Text",
  "abstractKey": null
};

(node as any).hash = "f6d59ddfa70d301dfe2e79cfd823030a";

export default node;
