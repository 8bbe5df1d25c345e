/**
 * @generated SignedSource<<dc88f836d287538007fa1349201cc32f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type EnergyEfficiencyClass = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductInformation_product$data = {
  readonly attributes: ReadonlyArray<{
    readonly key: string;
    readonly value: string;
  }>;
  readonly description: string | null | undefined;
  readonly dimensions: ReadonlyArray<{
    readonly id: string;
    readonly promotion: string | null | undefined;
    readonly variants: ReadonlyArray<{
      readonly attributes: ReadonlyArray<{
        readonly key: string;
        readonly value: string;
      }>;
      readonly id: string;
    }>;
  }>;
  readonly displayNumber: string;
  readonly disposalNote: boolean;
  readonly energyEfficiencyClass: EnergyEfficiencyClass | null | undefined;
  readonly iid: string | null | undefined;
  readonly rating: number | null | undefined;
  readonly sustainabilityLogos: ReadonlyArray<string>;
  readonly " $fragmentType": "ProductInformation_product";
};
export type ProductInformation_product$key = {
  readonly " $data"?: ProductInformation_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductInformation_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Attribute",
  "kind": "LinkedField",
  "name": "attributes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductInformation_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iid",
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
      "name": "displayNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "energyEfficiencyClass",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disposalNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sustainabilityLogos",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Dimension",
      "kind": "LinkedField",
      "name": "dimensions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "promotion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Variant",
          "kind": "LinkedField",
          "name": "variants",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/)
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
})();

(node as any).hash = "7605242618e0f667fd2f047b53e3ce53";

export default node;
