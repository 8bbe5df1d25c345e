/**
 * @generated SignedSource<<8deeae2e449c9a6221408efa51f436c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoxItems_cookieList$data = {
  readonly consentCategory: string | null | undefined;
  readonly cookiesCollection: {
    readonly items: ReadonlyArray<{
      readonly duration: string | null | undefined;
      readonly name: string | null | undefined;
      readonly provider: string | null | undefined;
      readonly purpose: string | null | undefined;
      readonly sys: {
        readonly id: string;
      };
    }>;
  };
  readonly headline: string | null | undefined;
  readonly " $fragmentType": "BoxItems_cookieList";
};
export type BoxItems_cookieList$key = {
  readonly " $data"?: BoxItems_cookieList$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoxItems_cookieList">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoxItems_cookieList",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consentCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CookieCollection",
      "kind": "LinkedField",
      "name": "cookiesCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Cookie",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "provider",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "purpose",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "duration",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CookieList",
  "abstractKey": null
};

(node as any).hash = "44e31e8b767063a3e7e5f4565ba5a8be";

export default node;
