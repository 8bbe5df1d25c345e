/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryoutofstock4Inputs */

const de_ch2_tiledeliveryoutofstock4 = /** @type {(inputs: Tiledeliveryoutofstock4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereits ausverkauft`)
};

/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledeliveryoutofstock4 = de_ch2_tiledeliveryoutofstock4;
export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" }