/**
 * @generated SignedSource<<8e1eed2078a6b246389c76305988d1dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Salutation = "d" | "f" | "m" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AddressStep_checkout$data = {
  readonly deliveryAddress: {
    readonly additional: string | null | undefined;
    readonly city: string;
    readonly country: string;
    readonly firstName: string;
    readonly gender: Salutation;
    readonly houseNumber: string;
    readonly lastName: string;
    readonly street: string;
    readonly zipCode: string;
  } | null | undefined;
  readonly email: string | null | undefined;
  readonly " $fragmentType": "AddressStep_checkout";
};
export type AddressStep_checkout$key = {
  readonly " $data"?: AddressStep_checkout$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressStep_checkout">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressStep_checkout",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "deliveryAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gender",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "houseNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "additional",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zipCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Checkout",
  "abstractKey": null
};

(node as any).hash = "8be3c1f21b4bbc69df930e2d15b11196";

export default node;
