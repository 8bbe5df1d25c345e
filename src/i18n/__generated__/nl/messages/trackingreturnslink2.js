/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnslink2Inputs */

const nl_trackingreturnslink2 = /** @type {(inputs: Trackingreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourneren`)
};

/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingreturnslink2 = nl_trackingreturnslink2;
export { trackingreturnslink2 as "trackingReturnsLink" }