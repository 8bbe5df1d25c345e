/**
 * @generated SignedSource<<30c877ab6ab34693bc1c5bce705ebbef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OffCanvasMenu_navigation$data = {
  readonly categories: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly path: string;
      }>;
      readonly id: string;
      readonly name: string;
      readonly path: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "OffCanvasMenu_navigation";
};
export type OffCanvasMenu_navigation$key = {
  readonly " $data"?: OffCanvasMenu_navigation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffCanvasMenu_navigation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OffCanvasMenu_navigation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Category",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Navigation",
  "abstractKey": null
};
})();

(node as any).hash = "dcfae9db25bb610b174e957b7939cede";

export default node;
