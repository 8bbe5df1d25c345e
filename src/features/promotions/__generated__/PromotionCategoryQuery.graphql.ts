/**
 * @generated SignedSource<<ba0d443e11d4082336c8f5619697767b>>
 * @relayHash 12a8523899063a73cb9e1a363f0a1114
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79fe05fdb748312e54ec13b1adb9accf972eb8e092e62700fe810ffa07ea1b4d

import type { ConcreteRequest } from 'relay-runtime';
export type CategoryInput = {
  id: string;
  locale: string;
};
export type PromotionCategoryQuery$variables = {
  input: CategoryInput;
};
export type PromotionCategoryQuery$data = {
  readonly categoryById: {
    readonly id: string;
    readonly name: string;
    readonly path: string;
  } | null | undefined;
};
export type PromotionCategoryQuery = {
  response: PromotionCategoryQuery$data;
  variables: PromotionCategoryQuery$variables;
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
    "concreteType": "Category",
    "kind": "LinkedField",
    "name": "categoryById",
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
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "PromotionCategoryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromotionCategoryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "12a8523899063a73cb9e1a363f0a1114",
    "id": "79fe05fdb748312e54ec13b1adb9accf972eb8e092e62700fe810ffa07ea1b4d",
    "metadata": {},
    "name": "PromotionCategoryQuery",
    "operationKind": "query",
    "text": "query PromotionCategoryQuery(\n  $input: CategoryInput!\n) {\n  categoryById(input: $input) {\n    id\n    path\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "70a066c8c63d40f7bea4b34a48201b5b";

export default node;
