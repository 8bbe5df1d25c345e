/**
 * @generated SignedSource<<b61c37e7fff4889f7254737cf788f01f>>
 * @relayHash 56f27b0389e07abdf9fd462d5d972546
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2628073bb0f5f4c68f5d2a1a1d6ab0a1040bf148ae8f5dc4d3b25de366166ce8

import type { ConcreteRequest } from 'relay-runtime';
export type Salutation = "d" | "f" | "m" | "%future added value";
export type CatalogueRequestInput = {
  address: AddressInput;
  catalogueIds: ReadonlyArray<string>;
};
export type AddressInput = {
  additional?: string | null | undefined;
  city: string;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  gender?: Salutation | null | undefined;
  houseNumber: string;
  lastName: string;
  street: string;
  zipCode: string;
};
export type CatalogueOrderFormRequestMutation$variables = {
  input: CatalogueRequestInput;
};
export type CatalogueOrderFormRequestMutation$data = {
  readonly requestCatalogues: {
    readonly reference: string | null | undefined;
    readonly success: boolean;
  };
};
export type CatalogueOrderFormRequestMutation = {
  response: CatalogueOrderFormRequestMutation$data;
  variables: CatalogueOrderFormRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RequestResult",
    "kind": "LinkedField",
    "name": "requestCatalogues",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reference",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CatalogueOrderFormRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CatalogueOrderFormRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "56f27b0389e07abdf9fd462d5d972546",
    "id": "2628073bb0f5f4c68f5d2a1a1d6ab0a1040bf148ae8f5dc4d3b25de366166ce8",
    "metadata": {},
    "name": "CatalogueOrderFormRequestMutation",
    "operationKind": "mutation",
    "text": "mutation CatalogueOrderFormRequestMutation(\n  $input: CatalogueRequestInput!\n) {\n  requestCatalogues(input: $input) {\n    success\n    reference\n  }\n}\n"
  }
};
})();

(node as any).hash = "48b2de658c2cf32c493dc55a1ed4841c";

export default node;
