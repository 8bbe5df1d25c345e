/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystateavailable3Inputs */

const nl_tiledeliverystateavailable3 = /** @type {(inputs: Tiledeliverystateavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel beschikbaar`)
};

/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliverystateavailable3 = nl_tiledeliverystateavailable3;
export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" }