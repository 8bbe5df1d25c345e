/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentannounced2Inputs */

const nl_customershipmentannounced2 = /** @type {(inputs: Customershipmentannounced2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemeld`)
};

/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customershipmentannounced2 = nl_customershipmentannounced2;
export { customershipmentannounced2 as "customerShipmentAnnounced" }