/**
 * @generated SignedSource<<bec99afc4f4c5192636ca5a1b37da2d6>>
 * @relayHash 2851a60c7ece9fc7c51f2f763dcfb888
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef3d82fd4b18123712e81c49593b5fcbf7c0440818f7437dbc1ba3f301ebbb8b

import type { ConcreteRequest } from 'relay-runtime';
export type Salutation = "d" | "f" | "m" | "%future added value";
export type ContactFormInput = {
  customerNumber?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phone?: string | null | undefined;
  reasonId: string;
  salutation?: Salutation | null | undefined;
};
export type ContactFormSubmitMutation$variables = {
  input: ContactFormInput;
};
export type ContactFormSubmitMutation$data = {
  readonly submitContactForm: {
    readonly reference: string | null | undefined;
    readonly success: boolean;
  };
};
export type ContactFormSubmitMutation = {
  response: ContactFormSubmitMutation$data;
  variables: ContactFormSubmitMutation$variables;
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
    "name": "submitContactForm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reference",
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
    "name": "ContactFormSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactFormSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2851a60c7ece9fc7c51f2f763dcfb888",
    "id": "ef3d82fd4b18123712e81c49593b5fcbf7c0440818f7437dbc1ba3f301ebbb8b",
    "metadata": {},
    "name": "ContactFormSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation ContactFormSubmitMutation(\n  $input: ContactFormInput!\n) {\n  submitContactForm(input: $input) {\n    success\n    reference\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d9d5de7faa459decb33e0c4b4985f6d";

export default node;
