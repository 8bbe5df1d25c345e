/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentannounced2Inputs */

const de_ch2_customershipmentannounced2 = /** @type {(inputs: Customershipmentannounced2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angekündigt`)
};

/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customershipmentannounced2 = de_ch2_customershipmentannounced2;
export { customershipmentannounced2 as "customerShipmentAnnounced" }