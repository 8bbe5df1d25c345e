/**
 * @generated SignedSource<<da3f9e23337960f21564848822d1a926>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_seoAdvice$data = {
  readonly content: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly " $fragmentType": "TextItems_seoAdvice";
};
export type TextItems_seoAdvice$key = {
  readonly " $data"?: TextItems_seoAdvice$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_seoAdvice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_seoAdvice",
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
    }
  ],
  "type": "SeoAdvice",
  "abstractKey": null
};

(node as any).hash = "bb3855a0bd14539c9543358f2e990dec";

export default node;
