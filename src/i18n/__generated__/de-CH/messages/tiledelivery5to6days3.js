/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const de_ch2_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 5–6 Werktagen`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = de_ch2_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }