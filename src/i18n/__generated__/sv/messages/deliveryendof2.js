/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliveryendof2Inputs */

const sv_deliveryendof2 = /** @type {(inputs: Deliveryendof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`levereras i slutet av ${i?.month}`)
};

/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliveryendof2 = sv_deliveryendof2;
export { deliveryendof2 as "deliveryEndOf" }