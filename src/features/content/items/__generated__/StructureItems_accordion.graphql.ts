/**
 * @generated SignedSource<<ca237005a4176e33393b2888030707e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StructureItems_accordion$data = {
  readonly defaultIndex: number | null | undefined;
  readonly itemsCollection: {
    readonly items: ReadonlyArray<{
      readonly richtext: {
        readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
      } | null | undefined;
      readonly sys: {
        readonly id: string;
      };
      readonly title: string | null | undefined;
    }>;
  };
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "StructureItems_accordion";
};
export type StructureItems_accordion$key = {
  readonly " $data"?: StructureItems_accordion$data;
  readonly " $fragmentSpreads": FragmentRefs<"StructureItems_accordion">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StructureItems_accordion",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccordionItemsCollection",
      "kind": "LinkedField",
      "name": "itemsCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccordionItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "concreteType": "RichText",
              "kind": "LinkedField",
              "name": "richtext",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RichText_richText"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Accordion",
  "abstractKey": null
};
})();

(node as any).hash = "1915f87b5c5a24941374f4ba3409ba03";

export default node;
