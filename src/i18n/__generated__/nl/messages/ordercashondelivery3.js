/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const nl_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rembourskosten`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = nl_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }