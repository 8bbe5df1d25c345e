/**
 * @generated SignedSource<<0bf924fbb02dbc683c33882631e74f40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromotionItems_card$data = {
  readonly displayType: string | null | undefined;
  readonly imageAspectRatio: string | null | undefined;
  readonly promotion: {
    readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_promotion">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "PromotionItems_card";
};
export type PromotionItems_card$key = {
  readonly " $data"?: PromotionItems_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromotionItems_card",
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
      "name": "displayType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageAspectRatio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PromotionCard",
      "kind": "LinkedField",
      "name": "promotion",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PromotionItems_promotion"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Card",
  "abstractKey": null
};

(node as any).hash = "94db5ffb7e83fa1df55664b7feedd7ea";

export default node;
