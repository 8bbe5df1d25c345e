/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliverymidof3Inputs */

const fr_tiledeliverymidof3 = /** @type {(inputs: Tiledeliverymidof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`livrable mi-${i?.month}`)
};

/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliverymidof3 = fr_tiledeliverymidof3;
export { tiledeliverymidof3 as "tileDeliveryMidOf" }