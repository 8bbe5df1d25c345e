/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliveryendof3Inputs */

const sv_tiledeliveryendof3 = /** @type {(inputs: Tiledeliveryendof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`levereras i slutet av ${i?.month}`)
};

/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliveryendof3 = sv_tiledeliveryendof3;
export { tiledeliveryendof3 as "tileDeliveryEndOf" }