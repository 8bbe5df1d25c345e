/**
 * @generated SignedSource<<dc0190807d1996472bea1b5075925148>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContentPage_page$data = {
  readonly headline: string | null | undefined;
  readonly intro: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PageItems_page">;
  readonly " $fragmentType": "ContentPage_page";
};
export type ContentPage_page$key = {
  readonly " $data"?: ContentPage_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentPage_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentPage_page",
  "selections": [
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
      "name": "intro",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PageItems_page"
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "c66325c82c6cd806da18b6fb878b78db";

export default node;
