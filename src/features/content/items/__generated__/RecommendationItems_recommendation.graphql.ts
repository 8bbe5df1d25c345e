/**
 * @generated SignedSource<<1312cdbde352a6d28895eed6f7bc16a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecommendationItems_recommendation$data = {
  readonly displayType: string | null | undefined;
  readonly gkAirService: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_service">;
  } | null | undefined;
  readonly outputId: string | null | undefined;
  readonly recommendationType: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "RecommendationItems_recommendation";
};
export type RecommendationItems_recommendation$key = {
  readonly " $data"?: RecommendationItems_recommendation$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_recommendation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecommendationItems_recommendation",
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
      "name": "recommendationType",
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
  "type": "Recommendation",
  "abstractKey": null
};

(node as any).hash = "f6b7ff5534d950dc84be83efe4698f3b";

export default node;
