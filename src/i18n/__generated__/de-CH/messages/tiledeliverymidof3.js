/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliverymidof3Inputs */

const de_ch2_tiledeliverymidof3 = /** @type {(inputs: Tiledeliverymidof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lieferbar Mitte ${i?.month}`)
};

/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledeliverymidof3 = de_ch2_tiledeliverymidof3;
export { tiledeliverymidof3 as "tileDeliveryMidOf" }