/**
 * @generated SignedSource<<5a05bae0c2651a2098eb322b415b8787>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomerCardModal_customer$data = {
  readonly customerCard: {
    readonly barcode: string;
    readonly holder: string;
    readonly number: string;
    readonly validUntil: string | null | undefined;
  };
  readonly " $fragmentType": "CustomerCardModal_customer";
};
export type CustomerCardModal_customer$key = {
  readonly " $data"?: CustomerCardModal_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerCardModal_customer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerCardModal_customer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerCard",
      "kind": "LinkedField",
      "name": "customerCard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holder",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validUntil",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "37a592514f9528ab5058cffb3d2ae92e";

export default node;
