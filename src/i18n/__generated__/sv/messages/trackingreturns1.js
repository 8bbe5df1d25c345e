/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturns1Inputs */

const sv_trackingreturns1 = /** @type {(inputs: Trackingreturns1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returer`)
};

/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturns1 = sv_trackingreturns1;
export { trackingreturns1 as "trackingReturns" }