/**
 * @generated SignedSource<<11100bbd2a2d67e6eebb0226702d0301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentStep_checkout$data = {
  readonly paymentMethods: ReadonlyArray<{
    readonly available: boolean;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly surcharge: number;
  }>;
  readonly selectedPaymentMethodId: string | null | undefined;
  readonly totals: {
    readonly currency: string;
  };
  readonly " $fragmentType": "PaymentStep_checkout";
};
export type PaymentStep_checkout$key = {
  readonly " $data"?: PaymentStep_checkout$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStep_checkout">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStep_checkout",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selectedPaymentMethodId",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "paymentMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "surcharge",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Checkout",
  "abstractKey": null
};

(node as any).hash = "6ed5724704a855dbfbb1b4dfa809d4c3";

export default node;
