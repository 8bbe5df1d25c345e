/**
 * @generated SignedSource<<bd15aa121fa8bbb2f10f5854f3e37794>>
 * @relayHash 9930aece2bf7b14a990182ded7f1a9f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e80395dbd009c61342e212ddd19a0cc4de57f74d53d8620fab14f07d66ce539a

import type { ConcreteRequest } from 'relay-runtime';
export type NewsletterKind = "newsletter" | "productRecommendations" | "%future added value";
export type NewsletterStatus = "activated" | "alreadyActivated" | "pending" | "unsubscribed" | "updated" | "%future added value";
export type NewsletterUnsubscribeInput = {
  email: string;
  kind?: NewsletterKind | null | undefined;
};
export type NewsletterUnsubscribeMutation$variables = {
  input: NewsletterUnsubscribeInput;
};
export type NewsletterUnsubscribeMutation$data = {
  readonly newsletterUnsubscribe: {
    readonly status: NewsletterStatus;
  };
};
export type NewsletterUnsubscribeMutation = {
  response: NewsletterUnsubscribeMutation$data;
  variables: NewsletterUnsubscribeMutation$variables;
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
    "name": "newsletterUnsubscribe",
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
    "name": "NewsletterUnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterUnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9930aece2bf7b14a990182ded7f1a9f1",
    "id": "e80395dbd009c61342e212ddd19a0cc4de57f74d53d8620fab14f07d66ce539a",
    "metadata": {},
    "name": "NewsletterUnsubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation NewsletterUnsubscribeMutation(\n  $input: NewsletterUnsubscribeInput!\n) {\n  newsletterUnsubscribe(input: $input) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "24269dcd7b153d9ec0f8b83bf72cb602";

export default node;
