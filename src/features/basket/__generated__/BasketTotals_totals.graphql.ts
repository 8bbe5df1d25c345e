/**
 * @generated SignedSource<<efee0d8d2403863bc8c3e05dd63450f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BasketTotals_totals$data = {
  readonly articles: number;
  readonly cashOnDelivery: number;
  readonly currency: string;
  readonly disposalService: number;
  readonly express: number;
  readonly freight: number;
  readonly instalmentSurcharge: number;
  readonly paymentPauseSurcharge: number;
  readonly shipping: number;
  readonly total: number;
  readonly voucherDiscount: number;
  readonly " $fragmentType": "BasketTotals_totals";
};
export type BasketTotals_totals$key = {
  readonly " $data"?: BasketTotals_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasketTotals_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BasketTotals_totals",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipping",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cashOnDelivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "express",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instalmentSurcharge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentPauseSurcharge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voucherDiscount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disposalService",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "type": "BasketTotals",
  "abstractKey": null
};

(node as any).hash = "3e02565417a5b5e5f46ff2c41e98c87a";

export default node;
