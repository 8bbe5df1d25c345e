/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystateavailable3Inputs */

const sk_tiledeliverystateavailable3 = /** @type {(inputs: Tiledeliverystateavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar na sklade`)
};

/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliverystateavailable3 = sk_tiledeliverystateavailable3;
export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" }