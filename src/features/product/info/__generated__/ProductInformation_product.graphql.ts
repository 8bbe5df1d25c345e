/**
 * @generated SignedSource<<6d15e5477ca3023dd602ff1398a04e53>>
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
  readonly id: string;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductInformation_product",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Dimension",
      "kind": "LinkedField",
      "name": "dimensions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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

(node as any).hash = "65dff642a474378b8db4c7a5ef62735d";

export default node;
