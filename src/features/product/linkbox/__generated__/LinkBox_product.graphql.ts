/**
 * @generated SignedSource<<abade7241c281fad59b5642ea2812d3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LinkBox_product$data = {
  readonly linkBox: ReadonlyArray<{
    readonly label: string;
    readonly links: ReadonlyArray<{
      readonly destination: string;
      readonly name: string;
    }>;
  }>;
  readonly " $fragmentType": "LinkBox_product";
};
export type LinkBox_product$key = {
  readonly " $data"?: LinkBox_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkBox_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkBox_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkGroup",
      "kind": "LinkedField",
      "name": "linkBox",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LinkChip",
          "kind": "LinkedField",
          "name": "links",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "destination",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "402e440dbcd4f1e914bee2a253ff5cea";

export default node;
