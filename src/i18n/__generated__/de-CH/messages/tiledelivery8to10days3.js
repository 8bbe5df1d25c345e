/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const de_ch2_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 8–10 Werktagen`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = de_ch2_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }