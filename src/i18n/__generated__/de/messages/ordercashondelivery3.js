/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const de_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachnahmegebühr`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = de_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }