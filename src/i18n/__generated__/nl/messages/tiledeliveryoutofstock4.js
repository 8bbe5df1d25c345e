/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryoutofstock4Inputs */

const nl_tiledeliveryoutofstock4 = /** @type {(inputs: Tiledeliveryoutofstock4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al uitverkocht`)
};

/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliveryoutofstock4 = nl_tiledeliveryoutofstock4;
export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" }