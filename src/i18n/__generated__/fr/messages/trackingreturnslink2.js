/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnslink2Inputs */

const fr_trackingreturnslink2 = /** @type {(inputs: Trackingreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours`)
};

/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnslink2 = fr_trackingreturnslink2;
export { trackingreturnslink2 as "trackingReturnsLink" }