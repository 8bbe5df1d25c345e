/**
 * @generated SignedSource<<6729de6fb1cc1dfed84ad807b0bc5655>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PageType = "content" | "homepage" | "inspiration" | "outfit" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RichText_richText$data = {
  readonly json: any;
  readonly links: {
    readonly assets: {
      readonly block: ReadonlyArray<{
        readonly description: string | null | undefined;
        readonly height: number | null | undefined;
        readonly sys: {
          readonly id: string;
        };
        readonly title: string | null | undefined;
        readonly url: string | null | undefined;
        readonly width: number | null | undefined;
      }>;
    };
    readonly entries: {
      readonly block: ReadonlyArray<{
        readonly __typename: string;
        readonly sys: {
          readonly id: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"RichTextEmbed_entry">;
      }>;
      readonly hyperlink: ReadonlyArray<{
        readonly __typename: string;
        readonly externalTarget?: string | null | undefined;
        readonly internalTarget?: {
          readonly pageType: PageType;
          readonly slug: string;
        } | null | undefined;
        readonly openInNewTab?: boolean | null | undefined;
        readonly pageType?: PageType;
        readonly slug?: string;
        readonly sys: {
          readonly id: string;
        };
      }>;
      readonly inline: ReadonlyArray<{
        readonly __typename: string;
        readonly sys: {
          readonly id: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"RichTextEmbed_entry">;
      }>;
    };
  };
  readonly " $fragmentType": "RichText_richText";
};
export type RichText_richText$key = {
  readonly " $data"?: RichText_richText$data;
  readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
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
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "RichTextEmbed_entry"
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pageType",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RichText_richText",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "json",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RichTextLinks",
      "kind": "LinkedField",
      "name": "links",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RichTextEntries",
          "kind": "LinkedField",
          "name": "entries",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "block",
              "plural": true,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "inline",
              "plural": true,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "hyperlink",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Page",
                      "kind": "LinkedField",
                      "name": "internalTarget",
                      "plural": false,
                      "selections": (v3/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "type": "InternalLink",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "externalTarget",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "openInNewTab",
                      "storageKey": null
                    }
                  ],
                  "type": "ExternalLink",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": (v3/*:: as any*/),
                  "type": "Page",
                  "abstractKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RichTextAssets",
          "kind": "LinkedField",
          "name": "assets",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Asset",
              "kind": "LinkedField",
              "name": "block",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "url",
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
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "width",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "height",
                  "storageKey": null
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
  "type": "RichText",
  "abstractKey": null
};
})();

(node as any).hash = "38ead8c1c3e0c67b002d563039b5eca4";

export default node;
