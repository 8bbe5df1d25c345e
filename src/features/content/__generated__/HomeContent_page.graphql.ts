/**
 * @generated SignedSource<<a34e9f1faece420550e1ac88f4c43cb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeContent_page$data = {
  readonly headline: string | null | undefined;
  readonly intro: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PageItems_page">;
  readonly " $fragmentType": "HomeContent_page";
};
export type HomeContent_page$key = {
  readonly " $data"?: HomeContent_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeContent_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeContent_page",
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

(node as any).hash = "bca46b8f41fea47a9fe5bee12d7b1ec8";

export default node;
