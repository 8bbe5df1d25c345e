/**
 * @generated SignedSource<<12e6c9cb1fe4c6d9faabb82e068e15e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PageType = "content" | "homepage" | "inspiration" | "outfit" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ContentLink_link$data = {
  readonly __typename: "ExternalLink";
  readonly externalTarget: string | null | undefined;
  readonly label: string | null | undefined;
  readonly openInNewTab: boolean | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "ContentLink_link";
} | {
  readonly __typename: "InternalLink";
  readonly internalTarget: {
    readonly pageType: PageType;
    readonly slug: string;
  } | null | undefined;
  readonly label: string | null | undefined;
  readonly sys: {
    readonly id: string;
  };
  readonly " $fragmentType": "ContentLink_link";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "ContentLink_link";
};
export type ContentLink_link$key = {
  readonly " $data"?: ContentLink_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentLink_link">;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentLink_link",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Page",
          "kind": "LinkedField",
          "name": "internalTarget",
          "plural": false,
          "selections": [
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
          ],
          "storageKey": null
        }
      ],
      "type": "InternalLink",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
    }
  ],
  "type": "Link",
  "abstractKey": "__isLink"
};
})();

(node as any).hash = "91a3cceef92566ea75b6586bc043afd1";

export default node;
