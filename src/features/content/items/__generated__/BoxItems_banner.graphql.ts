/**
 * @generated SignedSource<<d4b3c4ee7f575af10c13bf2e310c2530>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoxItems_banner$data = {
  readonly headline: string | null | undefined;
  readonly icon: string | null | undefined;
  readonly layoutColor: string | null | undefined;
  readonly link: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly text: string | null | undefined;
  readonly " $fragmentType": "BoxItems_banner";
};
export type BoxItems_banner$key = {
  readonly " $data"?: BoxItems_banner$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoxItems_banner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoxItems_banner",
  "selections": [
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
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "layoutColor",
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
  "type": "Banner",
  "abstractKey": null
};

(node as any).hash = "5afab8150714d1431c16d6a9c47c2319";

export default node;
