/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliveryendof2Inputs */

const nl_deliveryendof2 = /** @type {(inputs: Deliveryendof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`leverbaar eind ${i?.month}`)
};

/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliveryendof2 = nl_deliveryendof2;
export { deliveryendof2 as "deliveryEndOf" }