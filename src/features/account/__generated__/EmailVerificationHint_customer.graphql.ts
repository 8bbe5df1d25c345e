/**
 * @generated SignedSource<<7269f6e8f725a0b47731c361c4fbe972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VerificationState = "notVerified" | "pending" | "verified" | "withdrawn" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EmailVerificationHint_customer$data = {
  readonly email: string;
  readonly verificationState: VerificationState;
  readonly " $fragmentType": "EmailVerificationHint_customer";
};
export type EmailVerificationHint_customer$key = {
  readonly " $data"?: EmailVerificationHint_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailVerificationHint_customer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailVerificationHint_customer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verificationState",
      "storageKey": null
    }
  ],
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "af63ce8d24f5bf65c98e4bba4f17e764";

export default node;
