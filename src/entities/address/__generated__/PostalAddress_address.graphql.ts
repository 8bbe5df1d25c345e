/**
 * @generated SignedSource<<ff32dcbb85713178489ecac9092166e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PostalAddress_address$data = {
  readonly additional: string | null | undefined;
  readonly city: string;
  readonly firstName: string;
  readonly houseNumber: string;
  readonly lastName: string;
  readonly street: string;
  readonly zipCode: string;
  readonly " $fragmentType": "PostalAddress_address";
};
export type PostalAddress_address$key = {
  readonly " $data"?: PostalAddress_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostalAddress_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostalAddress_address",
  "selections": [
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
    }
  ],
  "type": "Address",
  "abstractKey": null
};

(node as any).hash = "4b22bbccfb1a1ef08d4bc65b525d60bb";

export default node;
