/**
 * @generated SignedSource<<4194f13aed9a8a9faf7a325152e7aab7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeTeaser_page$data = {
  readonly headline: string | null | undefined;
  readonly intro: string | null | undefined;
  readonly " $fragmentType": "HomeTeaser_page";
};
export type HomeTeaser_page$key = {
  readonly " $data"?: HomeTeaser_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTeaser_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTeaser_page",
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
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "fd88f81ffac63ec3d48e679c55c04f96";

export default node;
