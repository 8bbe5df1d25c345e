/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const fr_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrable avant Noël`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = fr_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }