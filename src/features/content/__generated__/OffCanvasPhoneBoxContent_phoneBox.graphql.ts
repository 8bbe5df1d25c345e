/**
 * @generated SignedSource<<e4ccf8641db8ff821d544dd2b7c52140>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OffCanvasPhoneBoxContent_phoneBox$data = {
  readonly disclaimer: string | null | undefined;
  readonly number: string | null | undefined;
  readonly subtitle: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "OffCanvasPhoneBoxContent_phoneBox";
};
export type OffCanvasPhoneBoxContent_phoneBox$key = {
  readonly " $data"?: OffCanvasPhoneBoxContent_phoneBox$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffCanvasPhoneBoxContent_phoneBox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OffCanvasPhoneBoxContent_phoneBox",
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

(node as any).hash = "78e934078bb1c6922018d41f29020dee";

export default node;
