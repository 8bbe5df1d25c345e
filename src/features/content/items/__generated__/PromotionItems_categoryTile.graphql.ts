/**
 * @generated SignedSource<<2d5acea05096cda14822b3140bf91ae1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromotionItems_categoryTile$data = {
  readonly asset: {
    readonly " $fragmentSpreads": FragmentRefs<"MediaItems_assetSet">;
  } | null | undefined;
  readonly category: {
    readonly assetSet: {
      readonly " $fragmentSpreads": FragmentRefs<"MediaItems_assetSet">;
    } | null | undefined;
    readonly categoryImageLink: {
      readonly categoryId: string | null | undefined;
      readonly categoryPath: string | null | undefined;
      readonly image: {
        readonly description: string | null | undefined;
        readonly height: number | null | undefined;
        readonly url: string | null | undefined;
        readonly width: number | null | undefined;
      } | null | undefined;
      readonly productId: string | null | undefined;
    } | null | undefined;
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
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly eyecatcher: {
    readonly " $fragmentSpreads": FragmentRefs<"Eyecatcher_eyecatcher">;
  } | null | undefined;
  readonly headline: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly text: string | null | undefined;
  readonly " $fragmentType": "PromotionItems_categoryTile";
};
export type PromotionItems_categoryTile$key = {
  readonly " $data"?: PromotionItems_categoryTile$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_categoryTile">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "MediaItems_assetSet"
  }
],
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
v3 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromotionItems_categoryTile",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetSet",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Eyecatcher",
      "kind": "LinkedField",
      "name": "eyecatcher",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Eyecatcher_eyecatcher"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
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
          "concreteType": "CategoryImageLink",
          "kind": "LinkedField",
          "name": "categoryImageLink",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "categoryId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "categoryPath",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productId",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AssetSet",
          "kind": "LinkedField",
          "name": "assetSet",
          "plural": false,
          "selections": (v0/*:: as any*/),
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
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CategoryTile",
  "abstractKey": null
};
})();

(node as any).hash = "f1ac6b0c80ddbef0d7fe47905325ed19";

export default node;
