/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystateavailable3Inputs */

const cs_tiledeliverystateavailable3 = /** @type {(inputs: Tiledeliverystateavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží skladem`)
};

/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliverystateavailable3 = cs_tiledeliverystateavailable3;
export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" }