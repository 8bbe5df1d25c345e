/**
 * @generated SignedSource<<1ef04d4ff22c63e69e21771442a3da1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromotionItems_promotion$data = {
  readonly _id: string | null | undefined;
  readonly callToAction: string | null | undefined;
  readonly categoryImageLink: {
    readonly categoryPath: string | null | undefined;
    readonly image: {
      readonly description: string | null | undefined;
      readonly height: number | null | undefined;
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    } | null | undefined;
    readonly productId: string | null | undefined;
  } | null | undefined;
  readonly eyecatcher: {
    readonly " $fragmentSpreads": FragmentRefs<"Eyecatcher_eyecatcher">;
  } | null | undefined;
  readonly image: {
    readonly description: string | null | undefined;
    readonly height: number | null | undefined;
    readonly url: string | null | undefined;
    readonly width: number | null | undefined;
  } | null | undefined;
  readonly layoutColorPicker: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly legalHint: {
    readonly id: string | null | undefined;
  } | null | undefined;
  readonly link: {
    readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
  } | null | undefined;
  readonly pinnedProductIDs: ReadonlyArray<string> | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly text: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "PromotionItems_promotion";
};
export type PromotionItems_promotion$key = {
  readonly " $data"?: PromotionItems_promotion$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromotionItems_promotion">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v1 = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromotionItems_promotion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sys",
      "kind": "LinkedField",
      "name": "sys",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "_id",
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
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callToAction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinnedProductIDs",
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
      "concreteType": "CategoryImageLink",
      "kind": "LinkedField",
      "name": "categoryImageLink",
      "plural": false,
      "selections": [
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "alias": "legalHint",
      "args": null,
      "concreteType": "LegalHint",
      "kind": "LinkedField",
      "name": "hint",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PromotionCard",
  "abstractKey": null
};
})();

(node as any).hash = "c6c3913386a4305280eed94279efa2ea";

export default node;
