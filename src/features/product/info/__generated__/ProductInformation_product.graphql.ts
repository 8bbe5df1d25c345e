/**
 * @generated SignedSource<<c7f1197bad16bf5cbc52170a4089ce5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductInformation_product$data = {
  readonly description: string | null | undefined;
  readonly " $fragmentType": "ProductInformation_product";
};
export type ProductInformation_product$key = {
  readonly " $data"?: ProductInformation_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductInformation_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductInformation_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "e8cde1afbb4515d939fc34b831c2c220";

export default node;
