/**
 * @generated SignedSource<<611b8552693c79e66a0fd543cae804dc>>
 * @relayHash 170bec4ad575048002e123a639e250d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9da975edb5eb16402cf914a0812d45d5d9948948f4eb6fe1a9034ccd15f48143

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Salutation = "d" | "f" | "m" | "%future added value";
export type AddressInput = {
  additional?: string | null | undefined;
  city: string;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  gender?: Salutation | null | undefined;
  houseNumber: string;
  lastName: string;
  street: string;
  zipCode: string;
};
export type CheckoutSetAddressMutation$variables = {
  input: AddressInput;
};
export type CheckoutSetAddressMutation$data = {
  readonly setCheckoutAddress: {
    readonly deliveryAddress: {
      readonly firstName: string;
    } | null | undefined;
    readonly email: string | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AddressStep_checkout" | "ReviewStep_checkout">;
  };
};
export type CheckoutSetAddressMutation = {
  response: CheckoutSetAddressMutation$data;
  variables: CheckoutSetAddressMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutSetAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Checkout",
        "kind": "LinkedField",
        "name": "setCheckoutAddress",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "deliveryAddress",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddressStep_checkout"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReviewStep_checkout"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutSetAddressMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Checkout",
        "kind": "LinkedField",
        "name": "setCheckoutAddress",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "deliveryAddress",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gender",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "street",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "houseNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "additional",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zipCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selectedPaymentMethodId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expressCharge",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "couponCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentMethod",
            "kind": "LinkedField",
            "name": "paymentMethods",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BasketTotals",
            "kind": "LinkedField",
            "name": "totals",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "articles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shipping",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "freight",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashOnDelivery",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "express",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "instalmentSurcharge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentPauseSurcharge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "voucherDiscount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disposalService",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Basket",
            "kind": "LinkedField",
            "name": "basket",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BasketItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "colorLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sizeLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFreeGift",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Image",
                    "kind": "LinkedField",
                    "name": "image",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hash",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "170bec4ad575048002e123a639e250d7",
    "id": "9da975edb5eb16402cf914a0812d45d5d9948948f4eb6fe1a9034ccd15f48143",
    "metadata": {},
    "name": "CheckoutSetAddressMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutSetAddressMutation(\n  $input: AddressInput!\n) {\n  setCheckoutAddress(input: $input) {\n    id\n    email\n    deliveryAddress {\n      firstName\n    }\n    ...AddressStep_checkout\n    ...ReviewStep_checkout\n  }\n}\n\nfragment AddressStep_checkout on Checkout {\n  email\n  deliveryAddress {\n    gender\n    firstName\n    lastName\n    street\n    houseNumber\n    additional\n    zipCode\n    city\n    country\n  }\n}\n\nfragment ReviewStep_checkout on Checkout {\n  email\n  selectedPaymentMethodId\n  expressCharge\n  couponCode\n  paymentMethods {\n    id\n    name\n  }\n  deliveryAddress {\n    firstName\n    lastName\n    street\n    houseNumber\n    additional\n    zipCode\n    city\n    gender\n    country\n  }\n  totals {\n    currency\n    articles\n    shipping\n    freight\n    cashOnDelivery\n    express\n    instalmentSurcharge\n    paymentPauseSurcharge\n    voucherDiscount\n    disposalService\n    total\n  }\n  basket {\n    items {\n      id\n      name\n      colorLabel\n      sizeLabel\n      quantity\n      total\n      isFreeGift\n      image {\n        hash\n        alt\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7d1c7dcfdafe89bd40305d0d6a366f6";

export default node;
