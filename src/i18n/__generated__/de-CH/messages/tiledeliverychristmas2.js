/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const de_ch2_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieferbar bis Weihnachten`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = de_ch2_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }