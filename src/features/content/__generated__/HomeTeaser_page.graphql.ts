/**
 * @generated SignedSource<<5ebb906aaa218ae9e0c6fa882afd0287>>
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
  readonly sys: {
    readonly id: string;
  };
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

(node as any).hash = "b70215c7d0df43f69f3b8f864d567e2b";

export default node;
