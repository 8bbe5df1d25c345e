/**
 * @generated SignedSource<<ec674f8b57e923285a12041fba602ade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecommendationItems_service$data = {
  readonly outputConfigCollection: {
    readonly items: ReadonlyArray<{
      readonly imageType: string | null | undefined;
      readonly outputId: string | null | undefined;
    }>;
  };
  readonly parametersCollection: {
    readonly items: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    }>;
  };
  readonly serviceId: string | null | undefined;
  readonly " $fragmentType": "RecommendationItems_service";
};
export type RecommendationItems_service$key = {
  readonly " $data"?: RecommendationItems_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecommendationItems_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecommendationItems_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GkAirParameterCollection",
      "kind": "LinkedField",
      "name": "parametersCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GkAirParameter",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
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
              "name": "value",
              "storageKey": null
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
      "concreteType": "GkAirOutputConfigCollection",
      "kind": "LinkedField",
      "name": "outputConfigCollection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GkAirOutputConfig",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outputId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "imageType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GkAirService",
  "abstractKey": null
};

(node as any).hash = "92e907817d5e88ceddce39f5242777da";

export default node;
