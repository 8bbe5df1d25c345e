/**
 * @generated SignedSource<<538377835e7f18d80d8e7b9fff9b9ad1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueOrderForm_catalogues$data = ReadonlyArray<{
  readonly description: string;
  readonly id: string;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly hash: string;
  };
  readonly title: string;
  readonly " $fragmentType": "CatalogueOrderForm_catalogues";
}>;
export type CatalogueOrderForm_catalogues$key = ReadonlyArray<{
  readonly " $data"?: CatalogueOrderForm_catalogues$data;
  readonly " $fragmentSpreads": FragmentRefs<"CatalogueOrderForm_catalogues">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CatalogueOrderForm_catalogues",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrintCatalogue",
  "abstractKey": null
};

(node as any).hash = "8d9a65a5e599bc4773fac8c70269fd4d";

export default node;
