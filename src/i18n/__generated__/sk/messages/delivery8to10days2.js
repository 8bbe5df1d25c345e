/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const sk_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 8–10 pracovných dní`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = sk_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }