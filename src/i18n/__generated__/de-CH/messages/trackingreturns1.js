/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturns1Inputs */

const de_ch2_trackingreturns1 = /** @type {(inputs: Trackingreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rücksendungen`)
};

/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturns1 = de_ch2_trackingreturns1;
export { trackingreturns1 as "trackingReturns" }