/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordercashondelivery3Inputs */

const sv_ordercashondelivery3 = /** @type {(inputs: Ordercashondelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postförskottsavgift`)
};

/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const ordercashondelivery3 = sv_ordercashondelivery3;
export { ordercashondelivery3 as "orderCashOnDelivery" }