/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnslink2Inputs */

const sk_trackingreturnslink2 = /** @type {(inputs: Trackingreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenie tovaru`)
};

/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnslink2 = sk_trackingreturnslink2;
export { trackingreturnslink2 as "trackingReturnsLink" }