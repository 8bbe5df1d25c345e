/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliverymidof3Inputs */

const sv_tiledeliverymidof3 = /** @type {(inputs: Tiledeliverymidof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`levereras i mitten av ${i?.month}`)
};

/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliverymidof3 = sv_tiledeliverymidof3;
export { tiledeliverymidof3 as "tileDeliveryMidOf" }