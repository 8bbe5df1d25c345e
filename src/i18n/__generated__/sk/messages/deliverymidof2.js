/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliverymidof2Inputs */

const sk_deliverymidof2 = /** @type {(inputs: Deliverymidof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dodanie v polovici ${i?.month}`)
};

/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliverymidof2 = sk_deliverymidof2;
export { deliverymidof2 as "deliveryMidOf" }