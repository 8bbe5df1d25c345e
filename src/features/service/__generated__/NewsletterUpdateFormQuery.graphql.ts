/**
 * @generated SignedSource<<03c4a756b33a72687723d6ccc39f2f07>>
 * @relayHash 3ad2910fee3c1bb4a2e1ff2586665d4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6a0520eb74b1f3e5c923fb35b34150f2906cc035ab16602961701fcf53d1831

import type { ConcreteRequest } from 'relay-runtime';
export type Salutation = "d" | "f" | "m" | "%future added value";
export type NewsletterUpdateFormQuery$variables = Record<PropertyKey, never>;
export type NewsletterUpdateFormQuery$data = {
  readonly newsletterSubscription: {
    readonly birthday: string | null | undefined;
    readonly email: string;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly salutation: Salutation | null | undefined;
  } | null | undefined;
};
export type NewsletterUpdateFormQuery = {
  response: NewsletterUpdateFormQuery$data;
  variables: NewsletterUpdateFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NewsletterSubscription",
    "kind": "LinkedField",
    "name": "newsletterSubscription",
    "plural": false,
    "selections": [
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
        "name": "salutation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "birthday",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsletterUpdateFormQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewsletterUpdateFormQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3ad2910fee3c1bb4a2e1ff2586665d4d",
    "id": "d6a0520eb74b1f3e5c923fb35b34150f2906cc035ab16602961701fcf53d1831",
    "metadata": {},
    "name": "NewsletterUpdateFormQuery",
    "operationKind": "query",
    "text": "query NewsletterUpdateFormQuery {\n  newsletterSubscription {\n    email\n    salutation\n    firstName\n    lastName\n    birthday\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ea9d0c7fdef24526ab0cda7fe9ea054";

export default node;
