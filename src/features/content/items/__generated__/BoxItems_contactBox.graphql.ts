/**
 * @generated SignedSource<<4bcebc17a8c6a93808d5eb58954887dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoxItems_contactBox$data = {
  readonly button: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkItems_button">;
  } | null | undefined;
  readonly content: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly icon: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly " $fragmentType": "BoxItems_contactBox";
};
export type BoxItems_contactBox$key = {
  readonly " $data"?: BoxItems_contactBox$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoxItems_contactBox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoxItems_contactBox",
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
      "name": "icon",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Button",
      "kind": "LinkedField",
      "name": "button",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LinkItems_button"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactBox",
  "abstractKey": null
};

(node as any).hash = "68f49431996f3a61b561513b44dce7a0";

export default node;
