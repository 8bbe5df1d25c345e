/**
 * @generated SignedSource<<d5af4b96c819ce244b987908fa4163af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LinkItems_button$data = {
  readonly color: string | null | undefined;
  readonly link: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly trackingName: string | null | undefined;
  readonly " $fragmentType": "LinkItems_button";
};
export type LinkItems_button$key = {
  readonly " $data"?: LinkItems_button$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkItems_button">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkItems_button",
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
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "link",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContentLink_link"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Button",
  "abstractKey": null
};

(node as any).hash = "ceaf19e805a87e4404a69ec1191eb0df";

export default node;
