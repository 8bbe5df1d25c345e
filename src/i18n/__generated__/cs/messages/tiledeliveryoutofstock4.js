/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryoutofstock4Inputs */

const cs_tiledeliveryoutofstock4 = /** @type {(inputs: Tiledeliveryoutofstock4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Již vyprodáno`)
};

/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliveryoutofstock4 = cs_tiledeliveryoutofstock4;
export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" }