/**
 * @generated SignedSource<<734e9a3b352ac715d00473476cddf6e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ModalItems_modal$data = {
  readonly headline: string | null | undefined;
  readonly id: string | null | undefined;
  readonly linkText: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ContentModalText_modal">;
  readonly " $fragmentType": "ModalItems_modal";
};
export type ModalItems_modal$key = {
  readonly " $data"?: ModalItems_modal$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModalItems_modal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModalItems_modal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sys",
      "kind": "LinkedField",
      "name": "sys",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentModalText_modal"
    }
  ],
  "type": "Modal",
  "abstractKey": null
};
})();

(node as any).hash = "a1d906f4856d70818d577889da9d1ef1";

export default node;
