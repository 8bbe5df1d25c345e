/**
 * @generated SignedSource<<42e161248b61828198fc053e945a3185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecommendationItems_outfit$data = {
  readonly description: string | null | undefined;
  readonly headline: string | null | undefined;
  readonly image: {
    readonly description: string | null | undefined;
    readonly height: number | null | undefined;
    readonly url: string | null | undefined;
    readonly width: number | null | undefined;
  } | null | undefined;
  readonly imageCloudinary: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number | null | undefined;
    readonly secure_url: string;
    readonly width: number | null | undefined;
  }> | null | undefined;
  readonly recommendationGkAir: {
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_gkAir">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "RecommendationItems_outfit";
};
export type RecommendationItems_outfit$key = {
  readonly " $data"?: RecommendationItems_outfit$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_outfit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecommendationItems_outfit",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "imageCloudinary",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "secure_url",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationGkAir",
      "kind": "LinkedField",
      "name": "recommendationGkAir",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RecommendationItems_gkAir"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OutfitItem",
  "abstractKey": null
};
})();

(node as any).hash = "3cd03aa41da0c344aa6ae6a050dd9b54";

export default node;
