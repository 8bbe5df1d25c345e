/**
 * @generated SignedSource<<5eb45387e39ac9077695ac1105894222>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type FilterType = "multi" | "range" | "toggle" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ListingFilters_listing$data = {
  readonly activeFilters: ReadonlyArray<{
    readonly id: string;
    readonly values: ReadonlyArray<string>;
  }>;
  readonly filters: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly range: {
      readonly max: number;
      readonly min: number;
    } | null | undefined;
    readonly type: FilterType;
    readonly values: ReadonlyArray<{
      readonly colorCode: string | null | undefined;
      readonly count: number;
      readonly id: string;
      readonly name: string;
      readonly selected: boolean;
    }>;
  }>;
  readonly " $fragmentType": "ListingFilters_listing";
};
export type ListingFilters_listing$key = {
  readonly " $data"?: ListingFilters_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingFilters_listing">;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingFilters_listing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Filter",
      "kind": "LinkedField",
      "name": "filters",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FilterValue",
          "kind": "LinkedField",
          "name": "values",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "selected",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "colorCode",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PriceRange",
          "kind": "LinkedField",
          "name": "range",
          "plural": false,
          "selections": [
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
              "name": "max",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveFilter",
      "kind": "LinkedField",
      "name": "activeFilters",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "values",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductListing",
  "abstractKey": null
};
})();

(node as any).hash = "a09eb4e0f34ece458f109f71cf20c6d3";

export default node;
