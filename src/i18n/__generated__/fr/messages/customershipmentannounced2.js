/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentannounced2Inputs */

const fr_customershipmentannounced2 = /** @type {(inputs: Customershipmentannounced2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annoncé`)
};

/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customershipmentannounced2 = fr_customershipmentannounced2;
export { customershipmentannounced2 as "customerShipmentAnnounced" }