/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const de_ch2_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachnahmegebühr`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = de_ch2_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }