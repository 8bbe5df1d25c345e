/**
 * @generated SignedSource<<09d62a3a14f1095cd2166ee398ddd4b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecommendationItems_inspiration$data = {
  readonly headline: string | null | undefined;
  readonly image1Cloudinary: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number | null | undefined;
    readonly secure_url: string;
    readonly width: number | null | undefined;
  }> | null | undefined;
  readonly image2Cloudinary: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number | null | undefined;
    readonly secure_url: string;
    readonly width: number | null | undefined;
  }> | null | undefined;
  readonly image3Cloudinary: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number | null | undefined;
    readonly secure_url: string;
    readonly width: number | null | undefined;
  }> | null | undefined;
  readonly imagesCollection: {
    readonly items: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly height: number | null | undefined;
      readonly sys: {
        readonly id: string;
      };
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    }>;
  };
  readonly layoutColorPicker: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly link: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly recommendationGkAir: {
    readonly gkAirService: {
      readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_service">;
    } | null | undefined;
    readonly outputId: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_gkAir">;
  } | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly text: string | null | undefined;
  readonly " $fragmentType": "RecommendationItems_inspiration";
};
export type RecommendationItems_inspiration$key = {
  readonly " $data"?: RecommendationItems_inspiration$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_inspiration">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
},
v3 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecommendationItems_inspiration",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image1Cloudinary",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image2Cloudinary",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CloudinaryAsset",
      "kind": "LinkedField",
      "name": "image3Cloudinary",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetCollection",
      "kind": "LinkedField",
      "name": "imagesCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LayoutColorPicker",
      "kind": "LinkedField",
      "name": "layoutColorPicker",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "link",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContentLink_link"
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RecommendationItems_gkAir"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InspirationItem",
  "abstractKey": null
};
})();

(node as any).hash = "57711c9208e5346e53d67eb1851482dc";

export default node;
