/**
 * @generated SignedSource<<8df370cd8a43a34cd3db430d08b6df78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecommendationItems_gkAir$data = {
  readonly gkAirService: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_service">;
  } | null | undefined;
  readonly outputId: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "RecommendationItems_gkAir";
};
export type RecommendationItems_gkAir$key = {
  readonly " $data"?: RecommendationItems_gkAir$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_gkAir">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecommendationItems_gkAir",
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
      "name": "outputId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GkAirService",
      "kind": "LinkedField",
      "name": "gkAirService",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RecommendationItems_service"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecommendationGkAir",
  "abstractKey": null
};

(node as any).hash = "1f7d92be1e8072f746c0ae287e8d2005";

export default node;
