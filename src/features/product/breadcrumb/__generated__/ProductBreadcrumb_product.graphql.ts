/**
 * @generated SignedSource<<d3e16841c0290c694c7e34fb7445e7d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductBreadcrumb_product$data = {
  readonly breadcrumb: ReadonlyArray<{
    readonly name: string;
    readonly path: string;
  }>;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "ProductBreadcrumb_product";
};
export type ProductBreadcrumb_product$key = {
  readonly " $data"?: ProductBreadcrumb_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductBreadcrumb_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductBreadcrumb_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BreadcrumbItem",
      "kind": "LinkedField",
      "name": "breadcrumb",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "c9e2899b563185db6a4098eb6a5762a7";

export default node;
