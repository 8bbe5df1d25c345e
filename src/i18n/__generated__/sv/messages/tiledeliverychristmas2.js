/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const sv_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`levereras före jul`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = sv_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }