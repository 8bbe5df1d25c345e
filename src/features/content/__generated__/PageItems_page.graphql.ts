/**
 * @generated SignedSource<<49e30c9532dac0bcecba06098acaae45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PageItems_page$data = {
  readonly contentCollection: {
    readonly items: ReadonlyArray<{
      readonly __typename: string;
      readonly layout: {
        readonly " $fragmentSpreads": FragmentRefs<"LayoutItem_layout">;
      } | null | undefined;
      readonly richtext?: {
        readonly json: any;
      } | null | undefined;
      readonly style?: string | null | undefined;
      readonly styledText?: string | null | undefined;
      readonly sys?: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"ContentItems_item">;
    }>;
  };
  readonly " $fragmentType": "PageItems_page";
};
export type PageItems_page$key = {
  readonly " $data"?: PageItems_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageItems_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageItems_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PageContentCollection",
      "kind": "LinkedField",
      "name": "contentCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            },
            {
              "kind": "InlineFragment",
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
                }
              ],
              "type": "Entry",
              "abstractKey": "__isEntry"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LayoutItem_layout"
                  }
                ],
                "type": "Layout",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "layout"
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RichText",
                  "kind": "LinkedField",
                  "name": "richtext",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "json",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "Richtext",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
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
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ContentItems_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "31c0782cf92b3e2941f4597184b72ce6";

export default node;
