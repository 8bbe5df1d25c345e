/**
 * @generated SignedSource<<3ab93dc5e480dcb524908a51c21bac73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromotionItems_carousel$data = {
  readonly cardsCollection: {
    readonly items: ReadonlyArray<{
      readonly sys: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_card">;
    }>;
  };
  readonly headline: string | null | undefined;
  readonly " $fragmentType": "PromotionItems_carousel";
};
export type PromotionItems_carousel$key = {
  readonly " $data"?: PromotionItems_carousel$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_carousel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromotionItems_carousel",
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
      "concreteType": "CardCollection",
      "kind": "LinkedField",
      "name": "cardsCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Card",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "PromotionItems_card"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PromotionCarousel",
  "abstractKey": null
};

(node as any).hash = "ddd45bdbd2e217ed6a940e35cb7dbe1a";

export default node;
