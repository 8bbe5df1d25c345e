/**
 * @generated SignedSource<<69a14fcd51534638719634088cc1a127>>
 * @relayHash 46487bd26a9bab190a477bf78ee63fce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d481c35fb9b7341ece9c496cf11a722a7b3f9a7be74e9d02a10fc726c0ecf48

import type { ConcreteRequest } from 'relay-runtime';
export type SupportIdsQuery$variables = Record<PropertyKey, never>;
export type SupportIdsQuery$data = {
  readonly supportIds: {
    readonly cookieId: string;
    readonly serviceId: string;
  };
};
export type SupportIdsQuery = {
  response: SupportIdsQuery$data;
  variables: SupportIdsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportIds",
    "kind": "LinkedField",
    "name": "supportIds",
    "plural": false,
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
        "kind": "ScalarField",
        "name": "cookieId",
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
    "name": "SupportIdsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportIdsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "46487bd26a9bab190a477bf78ee63fce",
    "id": "0d481c35fb9b7341ece9c496cf11a722a7b3f9a7be74e9d02a10fc726c0ecf48",
    "metadata": {},
    "name": "SupportIdsQuery",
    "operationKind": "query",
    "text": "query SupportIdsQuery {\n  supportIds {\n    serviceId\n    cookieId\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ad70489623623ddd00f4e1b2d5e232f";

export default node;
