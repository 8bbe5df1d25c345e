/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentannounced2Inputs */

const de_customershipmentannounced2 = /** @type {(inputs: Customershipmentannounced2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angekündigt`)
};

/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customershipmentannounced2 = de_customershipmentannounced2;
export { customershipmentannounced2 as "customerShipmentAnnounced" }