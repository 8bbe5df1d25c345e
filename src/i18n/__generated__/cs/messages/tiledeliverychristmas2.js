/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const cs_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodání do Vánoc`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = cs_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }