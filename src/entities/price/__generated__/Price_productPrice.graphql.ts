/**
 * @generated SignedSource<<3a53bf23a502e55b64cb62e248daabe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Price_productPrice$data = {
  readonly currency: string;
  readonly min: number;
  readonly old: number;
  readonly priceRange: boolean;
  readonly " $fragmentType": "Price_productPrice";
};
export type Price_productPrice$key = {
  readonly " $data"?: Price_productPrice$data;
  readonly " $fragmentSpreads": FragmentRefs<"Price_productPrice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Price_productPrice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "min",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "old",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceRange",
      "storageKey": null
    }
  ],
  "type": "Price",
  "abstractKey": null
};

(node as any).hash = "4e362bb7f7533666e820b7506209f5c9";

export default node;
