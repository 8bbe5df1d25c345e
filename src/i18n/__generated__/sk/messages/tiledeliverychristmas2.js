/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverychristmas2Inputs */

const sk_tiledeliverychristmas2 = /** @type {(inputs: Tiledeliverychristmas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodanie do Vianoc`)
};

/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliverychristmas2 = sk_tiledeliverychristmas2;
export { tiledeliverychristmas2 as "tileDeliveryChristmas" }