/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershipmentannounced2Inputs */

const sk_customershipmentannounced2 = /** @type {(inputs: Customershipmentannounced2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohlásená`)
};

/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customershipmentannounced2 = sk_customershipmentannounced2;
export { customershipmentannounced2 as "customerShipmentAnnounced" }