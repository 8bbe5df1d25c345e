/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliveryendof2Inputs */

const cs_deliveryendof2 = /** @type {(inputs: Deliveryendof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dodání koncem ${i?.month}`)
};

/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliveryendof2 = cs_deliveryendof2;
export { deliveryendof2 as "deliveryEndOf" }