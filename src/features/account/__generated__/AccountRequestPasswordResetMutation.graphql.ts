/**
 * @generated SignedSource<<d9fff82604617bd3339c93e404e931f4>>
 * @relayHash 9592ddc317380337419d84e4468faa9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0b4ba55a4dea481f8df95f76490b096f59486faed233ff2b9ffa4e3c0f11855

import type { ConcreteRequest } from 'relay-runtime';
export type AccountRequestPasswordResetMutation$variables = {
  email: string;
};
export type AccountRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly success: boolean;
  };
};
export type AccountRequestPasswordResetMutation = {
  response: AccountRequestPasswordResetMutation$data;
  variables: AccountRequestPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "RequestResult",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
    "name": "AccountRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9592ddc317380337419d84e4468faa9d",
    "id": "f0b4ba55a4dea481f8df95f76490b096f59486faed233ff2b9ffa4e3c0f11855",
    "metadata": {},
    "name": "AccountRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRequestPasswordResetMutation(\n  $email: String!\n) {\n  requestPasswordReset(email: $email) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e46ed2b2c2fcc1af084c60a909c3b9c";

export default node;
