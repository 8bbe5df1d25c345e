/**
 * @generated SignedSource<<3bccd031a25cbc92dd7e6c4890cfed1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoxItems_phoneBox$data = {
  readonly disclaimer: string | null | undefined;
  readonly icon: string | null | undefined;
  readonly inline: string | null | undefined;
  readonly number: string | null | undefined;
  readonly subtitle: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly title: string | null | undefined;
  readonly " $fragmentType": "BoxItems_phoneBox";
};
export type BoxItems_phoneBox$key = {
  readonly " $data"?: BoxItems_phoneBox$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoxItems_phoneBox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoxItems_phoneBox",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sys",
      "kind": "LinkedField",
      "name": "sys",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtitle",
      "storageKey": null
    },
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
      "name": "disclaimer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inline",
      "storageKey": null
    }
  ],
  "type": "PhoneBox",
  "abstractKey": null
};

(node as any).hash = "062e5a0b4ecdf2ff913a4a3f8e229fe6";

export default node;
