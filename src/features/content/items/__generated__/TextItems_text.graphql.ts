/**
 * @generated SignedSource<<7827c902c5aa8238f1e11ebda2862665>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TextItems_text$data = {
  readonly style: string | null | undefined;
  readonly styledText: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "TextItems_text";
};
export type TextItems_text$key = {
  readonly " $data"?: TextItems_text$data;
  readonly " $fragmentSpreads": FragmentRefs<"TextItems_text">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TextItems_text",
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
      "name": "styledText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "style",
      "storageKey": null
    }
  ],
  "type": "Text",
  "abstractKey": null
};

(node as any).hash = "ad9e6807a84bacd4251ca5f74ef12c49";

export default node;
