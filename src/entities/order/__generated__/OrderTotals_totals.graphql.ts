/**
 * @generated SignedSource<<56399441baeb648d150e65ebcd00ae13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderTotals_totals$data = {
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
  readonly " $fragmentType": "OrderTotals_totals";
};
export type OrderTotals_totals$key = {
  readonly " $data"?: OrderTotals_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTotals_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTotals_totals",
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

(node as any).hash = "19579303069cde9846c010349a67aeb7";

export default node;
