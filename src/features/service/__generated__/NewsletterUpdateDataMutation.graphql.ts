/**
 * @generated SignedSource<<c196ed9e62454962bbd92a57528dd4a6>>
 * @relayHash 66771cc9ea4a0151a4e2a6c526a4c042
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05666fba5b8a1fea53688da02aa2f36c111cf414ac544110545b4f9bfc7926aa

import type { ConcreteRequest } from 'relay-runtime';
export type NewsletterStatus = "activated" | "alreadyActivated" | "pending" | "unsubscribed" | "updated" | "%future added value";
export type Salutation = "d" | "f" | "m" | "%future added value";
export type NewsletterUpdateInput = {
  birthday?: string | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  salutation?: Salutation | null | undefined;
};
export type NewsletterUpdateDataMutation$variables = {
  input: NewsletterUpdateInput;
};
export type NewsletterUpdateDataMutation$data = {
  readonly newsletterUpdateData: {
    readonly status: NewsletterStatus;
  };
};
export type NewsletterUpdateDataMutation = {
  response: NewsletterUpdateDataMutation$data;
  variables: NewsletterUpdateDataMutation$variables;
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
    "name": "newsletterUpdateData",
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
    "name": "NewsletterUpdateDataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterUpdateDataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "66771cc9ea4a0151a4e2a6c526a4c042",
    "id": "05666fba5b8a1fea53688da02aa2f36c111cf414ac544110545b4f9bfc7926aa",
    "metadata": {},
    "name": "NewsletterUpdateDataMutation",
    "operationKind": "mutation",
    "text": "mutation NewsletterUpdateDataMutation(\n  $input: NewsletterUpdateInput!\n) {\n  newsletterUpdateData(input: $input) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "991935ee7a00366d64d8e9d6af1e3998";

export default node;
