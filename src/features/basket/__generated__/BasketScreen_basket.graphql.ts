/**
 * @generated SignedSource<<7109c5a63f803e78e02595af8b7882b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BasketScreen_basket$data = {
  readonly count: number;
  readonly freeGift: {
    readonly id: string;
  } | null | undefined;
  readonly hints: ReadonlyArray<{
    readonly code: string;
    readonly params: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
  }>;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BasketItemRow_item">;
  }>;
  readonly limits: {
    readonly basketMaxItems: number;
    readonly minOrderValue: number;
  };
  readonly loyaltyPoints: number;
  readonly shippingFlatRate: {
    readonly amount: number;
    readonly expiredOn: string | null | undefined;
    readonly validUntil: string | null | undefined;
  };
  readonly totals: {
    readonly articles: number;
    readonly currency: string;
    readonly " $fragmentSpreads": FragmentRefs<"BasketTotals_totals">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BasketDisposalService_basket">;
  readonly " $fragmentType": "BasketScreen_basket";
};
export type BasketScreen_basket$key = {
  readonly " $data"?: BasketScreen_basket$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasketScreen_basket">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "BasketScreen_basket",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "BasketItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BasketItemRow_item"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BasketItem",
      "kind": "LinkedField",
      "name": "freeGift",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Hint",
      "kind": "LinkedField",
      "name": "hints",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HintParam",
          "kind": "LinkedField",
          "name": "params",
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
              "name": "value",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "articles",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BasketTotals_totals"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BasketLimits",
      "kind": "LinkedField",
      "name": "limits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minOrderValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "basketMaxItems",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "loyaltyPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingFlatRate",
      "kind": "LinkedField",
      "name": "shippingFlatRate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiredOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BasketDisposalService_basket"
    }
  ],
  "type": "Basket",
  "abstractKey": null
};
})();

(node as any).hash = "fd36f8cb2c27e6eeca26dd5371d26167";

export default node;
