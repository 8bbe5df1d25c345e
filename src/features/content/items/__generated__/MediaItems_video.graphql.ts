/**
 * @generated SignedSource<<a50b25078e1726fbdf6869f32ba54aa7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MediaItems_video$data = {
  readonly cloudinary: ReadonlyArray<{
    readonly height: number | null | undefined;
    readonly secure_url: string;
    readonly width: number | null | undefined;
  }> | null | undefined;
  readonly contentType: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "MediaItems_video";
};
export type MediaItems_video$key = {
  readonly " $data"?: MediaItems_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaItems_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MediaItems_video",
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
      "name": "title",
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
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "cloudinary",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "secure_url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "473eeca8f40bdac7c99a9d4d38ca7119";

export default node;
