/**
 * @generated SignedSource<<a448b47f12ef6a573366c86fe69fa7e9>>
 * @relayHash 32421d15e128ba1e229a4b8ca8e2d3f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa5adb36573cd4b9386bfbf63d00be535b1a6ac85296460fbd4fcb7bf53d3a6b

import type { ConcreteRequest } from 'relay-runtime';
export type NewsletterStatus = "activated" | "alreadyActivated" | "pending" | "unsubscribed" | "updated" | "%future added value";
export type Salutation = "d" | "f" | "m" | "%future added value";
export type NewsletterSubscribeInput = {
  birthday?: string | null | undefined;
  email: string;
  salutation?: Salutation | null | undefined;
};
export type NewsletterSubscribeMutation$variables = {
  input: NewsletterSubscribeInput;
};
export type NewsletterSubscribeMutation$data = {
  readonly newsletterSubscribe: {
    readonly status: NewsletterStatus;
  };
};
export type NewsletterSubscribeMutation = {
  response: NewsletterSubscribeMutation$data;
  variables: NewsletterSubscribeMutation$variables;
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
    "concreteType": "NewsletterResult",
    "kind": "LinkedField",
    "name": "newsletterSubscribe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "NewsletterSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32421d15e128ba1e229a4b8ca8e2d3f2",
    "id": "aa5adb36573cd4b9386bfbf63d00be535b1a6ac85296460fbd4fcb7bf53d3a6b",
    "metadata": {},
    "name": "NewsletterSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation NewsletterSubscribeMutation(\n  $input: NewsletterSubscribeInput!\n) {\n  newsletterSubscribe(input: $input) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "428d2ea240663bd258fc74f49bcede7c";

export default node;
