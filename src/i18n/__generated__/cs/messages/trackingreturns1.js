/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturns1Inputs */

const cs_trackingreturns1 = /** @type {(inputs: Trackingreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vratky`)
};

/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturns1 = cs_trackingreturns1;
export { trackingreturns1 as "trackingReturns" }