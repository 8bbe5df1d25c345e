/**
 * @generated SignedSource<<ecf9d6b00da49d167cdf3d1273c8e7f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DesktopNavigationTabs_navigation$data = {
  readonly categories: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly id: string;
        readonly isHighlighted: boolean;
        readonly name: string;
        readonly path: string;
      }>;
      readonly id: string;
      readonly isContentTitle: boolean;
      readonly name: string;
      readonly path: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "DesktopNavigationTabs_navigation";
};
export type DesktopNavigationTabs_navigation$key = {
  readonly " $data"?: DesktopNavigationTabs_navigation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DesktopNavigationTabs_navigation">;
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
  "name": "DesktopNavigationTabs_navigation",
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
              "kind": "ScalarField",
              "name": "isContentTitle",
              "storageKey": null
            },
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
                  "kind": "ScalarField",
                  "name": "isHighlighted",
                  "storageKey": null
                }
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

(node as any).hash = "47c161e7775062c2258cc60fbbf028b2";

export default node;
