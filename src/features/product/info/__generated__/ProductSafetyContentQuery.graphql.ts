/**
 * @generated SignedSource<<5c08497413347b7c66772e940e1f4ef7>>
 * @relayHash 3e07430fd090bf7ad6c8958079f22c90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 316d87c9d6f0cbed694bca5f8af09782f70160227430ae5da386c82e71d4d48e

import type { ConcreteRequest } from 'relay-runtime';
export type ProductSafetyContentQuery$variables = {
  dimensionId: string;
  locale: string;
};
export type ProductSafetyContentQuery$data = {
  readonly productSafety: {
    readonly id: string;
    readonly manufacturer: {
      readonly city: string;
      readonly country: string;
      readonly email: string | null | undefined;
      readonly name: string;
      readonly street: string;
      readonly url: string | null | undefined;
      readonly zipCode: string;
    };
    readonly responsiblePerson: {
      readonly city: string;
      readonly country: string;
      readonly email: string | null | undefined;
      readonly name: string;
      readonly street: string;
      readonly url: string | null | undefined;
      readonly zipCode: string;
    };
    readonly warnings: ReadonlyArray<string>;
  } | null | undefined;
};
export type ProductSafetyContentQuery = {
  response: ProductSafetyContentQuery$data;
  variables: ProductSafetyContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dimensionId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
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
    "name": "street",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "zipCode",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "city",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "country",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "dimensionId",
        "variableName": "dimensionId"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "ProductSafety",
    "kind": "LinkedField",
    "name": "productSafety",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EconomicOperator",
        "kind": "LinkedField",
        "name": "manufacturer",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EconomicOperator",
        "kind": "LinkedField",
        "name": "responsiblePerson",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "warnings",
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
    "name": "ProductSafetyContentQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductSafetyContentQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3e07430fd090bf7ad6c8958079f22c90",
    "id": "316d87c9d6f0cbed694bca5f8af09782f70160227430ae5da386c82e71d4d48e",
    "metadata": {},
    "name": "ProductSafetyContentQuery",
    "operationKind": "query",
    "text": "query ProductSafetyContentQuery(\n  $dimensionId: ID!\n  $locale: String!\n) {\n  productSafety(dimensionId: $dimensionId, locale: $locale) {\n    id\n    manufacturer {\n      name\n      street\n      zipCode\n      city\n      country\n      email\n      url\n    }\n    responsiblePerson {\n      name\n      street\n      zipCode\n      city\n      country\n      email\n      url\n    }\n    warnings\n  }\n}\n"
  }
};
})();

(node as any).hash = "d486308e90cfe8d0b7c0da52cca9969c";

export default node;
