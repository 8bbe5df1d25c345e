/**
 * @generated SignedSource<<155afafa67b5cee8a7b363631f70c595>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ActiveFilters_listing$data = {
  readonly activeFilters: ReadonlyArray<{
    readonly id: string;
    readonly values: ReadonlyArray<string>;
  }>;
  readonly filters: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly values: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  }>;
  readonly " $fragmentType": "ActiveFilters_listing";
};
export type ActiveFilters_listing$key = {
  readonly " $data"?: ActiveFilters_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFilters_listing">;
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
  "name": "ActiveFilters_listing",
  "selections": [
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
    },
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
          "concreteType": "FilterValue",
          "kind": "LinkedField",
          "name": "values",
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
  "type": "ProductListing",
  "abstractKey": null
};
})();

(node as any).hash = "147249114f7a617d976c79a11a053d35";

export default node;
