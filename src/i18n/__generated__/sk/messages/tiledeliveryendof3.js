/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliveryendof3Inputs */

const sk_tiledeliveryendof3 = /** @type {(inputs: Tiledeliveryendof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dodanie koncom ${i?.month}`)
};

/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliveryendof3 = sk_tiledeliveryendof3;
export { tiledeliveryendof3 as "tileDeliveryEndOf" }