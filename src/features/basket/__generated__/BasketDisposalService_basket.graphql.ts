/**
 * @generated SignedSource<<23257456980d5d36ef4f081681860a6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BasketDisposalService_basket$data = {
  readonly disposalService: {
    readonly quantity: number;
    readonly unitPrice: number;
  } | null | undefined;
  readonly items: ReadonlyArray<{
    readonly allowsDisposalService: boolean;
    readonly id: string;
    readonly quantity: number;
  }>;
  readonly totals: {
    readonly currency: string;
  };
  readonly " $fragmentType": "BasketDisposalService_basket";
};
export type BasketDisposalService_basket$key = {
  readonly " $data"?: BasketDisposalService_basket$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasketDisposalService_basket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BasketDisposalService_basket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BasketItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "allowsDisposalService",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DisposalService",
      "kind": "LinkedField",
      "name": "disposalService",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BasketTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Basket",
  "abstractKey": null
};
})();

(node as any).hash = "c0e9d375cd0e66287f37304d30d03910";

export default node;
