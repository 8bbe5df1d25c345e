/**
 * @generated SignedSource<<ec79f820d757c82118cf55e7581889b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OffCanvasPhoneBox_phoneBox$data = {
  readonly disclaimer: string | null | undefined;
  readonly number: string | null | undefined;
  readonly subtitle: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "OffCanvasPhoneBox_phoneBox";
};
export type OffCanvasPhoneBox_phoneBox$key = {
  readonly " $data"?: OffCanvasPhoneBox_phoneBox$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffCanvasPhoneBox_phoneBox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OffCanvasPhoneBox_phoneBox",
  "selections": [
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
    }
  ],
  "type": "PhoneBox",
  "abstractKey": null
};

(node as any).hash = "78f3ab835920251d6eb031187a0a2036";

export default node;
