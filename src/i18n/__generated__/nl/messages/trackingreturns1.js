/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturns1Inputs */

const nl_trackingreturns1 = /** @type {(inputs: Trackingreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retouren`)
};

/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingreturns1 = nl_trackingreturns1;
export { trackingreturns1 as "trackingReturns" }