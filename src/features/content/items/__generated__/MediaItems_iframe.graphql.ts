/**
 * @generated SignedSource<<8e1f44e093a7d24b33212351a6a08da3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MediaItems_iframe$data = {
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly trackingName: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "MediaItems_iframe";
};
export type MediaItems_iframe$key = {
  readonly " $data"?: MediaItems_iframe$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaItems_iframe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaItems_iframe",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingName",
      "storageKey": null
    }
  ],
  "type": "IFrame",
  "abstractKey": null
};

(node as any).hash = "4f194b8d5b5b6acab88e6497673405d3";

export default node;
