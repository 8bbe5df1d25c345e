/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const nl_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leverbaar vóór Kerst`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = nl_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }