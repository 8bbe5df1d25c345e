/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystateavailable3Inputs */

const de_ch2_tiledeliverystateavailable3 = /** @type {(inputs: Tiledeliverystateavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel verfügbar`)
};

/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledeliverystateavailable3 = de_ch2_tiledeliverystateavailable3;
export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" }