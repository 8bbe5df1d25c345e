/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const sk_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobierka`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = sk_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }