/**
 * @generated SignedSource<<9d4014f0242b482f3b9b386f441b31e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_checklist$data = {
  readonly sys: {
    readonly id: string;
  };
  readonly textList: ReadonlyArray<string> | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "TextItems_checklist";
};
export type TextItems_checklist$key = {
  readonly " $data"?: TextItems_checklist$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_checklist">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_checklist",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textList",
      "storageKey": null
    }
  ],
  "type": "Checklist",
  "abstractKey": null
};

(node as any).hash = "8ab106a45ea11791b9f0d49284be0997";

export default node;
