/**
 * @generated SignedSource<<f33ec604a5f9a5ea4dfcea5edbb1eb2f>>
 * @relayHash eae199d5eb782b14f923fb6ebf9323c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69eca95bd7dcd3f608f71a699f2247ec3fb30f25d0145ba80c5fde2b9e1015fd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactPageQuery$variables = {
  locale: string;
};
export type ContactPageQuery$data = {
  readonly contactReasons: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ContactForm_reasons">;
  }>;
};
export type ContactPageQuery = {
  response: ContactPageQuery$data;
  variables: ContactPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContactReason",
        "kind": "LinkedField",
        "name": "contactReasons",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactForm_reasons"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContactReason",
        "kind": "LinkedField",
        "name": "contactReasons",
        "plural": true,
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
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eae199d5eb782b14f923fb6ebf9323c1",
    "id": "69eca95bd7dcd3f608f71a699f2247ec3fb30f25d0145ba80c5fde2b9e1015fd",
    "metadata": {},
    "name": "ContactPageQuery",
    "operationKind": "query",
    "text": "query ContactPageQuery(\n  $locale: String!\n) {\n  contactReasons(locale: $locale) {\n    ...ContactForm_reasons\n    id\n  }\n}\n\nfragment ContactForm_reasons on ContactReason {\n  id\n  label\n}\n"
  }
};
})();

(node as any).hash = "8d9c363ae28a28be99e504d63ee78cf2";

export default node;
