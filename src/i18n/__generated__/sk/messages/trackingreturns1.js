/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturns1Inputs */

const sk_trackingreturns1 = /** @type {(inputs: Trackingreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenia`)
};

/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturns1 = sk_trackingreturns1;
export { trackingreturns1 as "trackingReturns" }