/**
 * @generated SignedSource<<3aea599d8fd345aa33aebb826c378ab5>>
 * @relayHash 18fc423ce3c6b9eb5909ba9dd3cbe178
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7b999bdb3cdd06d1638bc67b181fa14896913714868ef34f0398613feaedc75

import type { ConcreteRequest } from 'relay-runtime';
export type NewsletterStatus = "activated" | "alreadyActivated" | "pending" | "unsubscribed" | "updated" | "%future added value";
export type NewsletterActivateMutation$variables = {
  token: string;
};
export type NewsletterActivateMutation$data = {
  readonly newsletterActivate: {
    readonly status: NewsletterStatus;
    readonly voucherCode: string | null | undefined;
  };
};
export type NewsletterActivateMutation = {
  response: NewsletterActivateMutation$data;
  variables: NewsletterActivateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "NewsletterResult",
    "kind": "LinkedField",
    "name": "newsletterActivate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "voucherCode",
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
    "name": "NewsletterActivateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterActivateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "18fc423ce3c6b9eb5909ba9dd3cbe178",
    "id": "c7b999bdb3cdd06d1638bc67b181fa14896913714868ef34f0398613feaedc75",
    "metadata": {},
    "name": "NewsletterActivateMutation",
    "operationKind": "mutation",
    "text": "mutation NewsletterActivateMutation(\n  $token: String!\n) {\n  newsletterActivate(token: $token) {\n    status\n    voucherCode\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7e67cb80781429860054d186e39d785";

export default node;
