/**
 * @generated SignedSource<<3a4978a98bc9ef400ec75ffcc824c176>>
 * @relayHash c64a9f7b372b345febba999735474061
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27646d5aa356a8ab9bb0bcec200526c4ee259593c241466cea13b87daa928fa3

import type { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  password: string;
  token: string;
};
export type AccountResetPasswordMutation$variables = {
  input: ResetPasswordInput;
};
export type AccountResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly success: boolean;
  };
};
export type AccountResetPasswordMutation = {
  response: AccountResetPasswordMutation$data;
  variables: AccountResetPasswordMutation$variables;
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
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "AccountResetPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountResetPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c64a9f7b372b345febba999735474061",
    "id": "27646d5aa356a8ab9bb0bcec200526c4ee259593c241466cea13b87daa928fa3",
    "metadata": {},
    "name": "AccountResetPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation AccountResetPasswordMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "f28febecf8cc789a1d30ade3ad129e38";

export default node;
