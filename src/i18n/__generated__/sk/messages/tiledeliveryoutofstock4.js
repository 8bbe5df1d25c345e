/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryoutofstock4Inputs */

const sk_tiledeliveryoutofstock4 = /** @type {(inputs: Tiledeliveryoutofstock4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už vypredané`)
};

/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliveryoutofstock4 = sk_tiledeliveryoutofstock4;
export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" }