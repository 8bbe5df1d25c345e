/**
 * @generated SignedSource<<ec5db49129ea52ea0d7cefb4d4f24b5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactForm_reasons$data = ReadonlyArray<{
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "ContactForm_reasons";
}>;
export type ContactForm_reasons$key = ReadonlyArray<{
  readonly " $data"?: ContactForm_reasons$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactForm_reasons">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ContactForm_reasons",
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
      "name": "label",
      "storageKey": null
    }
  ],
  "type": "ContactReason",
  "abstractKey": null
};

(node as any).hash = "56e9c0f74ee2889bab99dd11a4ce6f21";

export default node;
