/**
 * @generated SignedSource<<869d9fbeb9b3cd28c85d488ef35be5f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Eyecatcher_eyecatcher$data = {
  readonly eyecatcherDesign: string | null | undefined;
  readonly eyecatcherRichText: {
    readonly " $fragmentSpreads": FragmentRefs<"RichText_richText">;
  } | null | undefined;
  readonly eyecatcherType: string | null | undefined;
  readonly productId: string | null | undefined;
  readonly size: string | null | undefined;
  readonly " $fragmentType": "Eyecatcher_eyecatcher";
};
export type Eyecatcher_eyecatcher$key = {
  readonly " $data"?: Eyecatcher_eyecatcher$data;
  readonly " $fragmentSpreads": FragmentRefs<"Eyecatcher_eyecatcher">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Eyecatcher_eyecatcher",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eyecatcherType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eyecatcherDesign",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RichText",
      "kind": "LinkedField",
      "name": "eyecatcherRichText",
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
  "type": "Eyecatcher",
  "abstractKey": null
};

(node as any).hash = "b27206123d0ff3619d0e76950efd603f";

export default node;
