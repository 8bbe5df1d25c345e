/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const cs_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobírečné`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = cs_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }