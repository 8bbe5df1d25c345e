/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const fr_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de remboursement`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = fr_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }