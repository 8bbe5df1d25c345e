/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnslink2Inputs */

const cs_trackingreturnslink2 = /** @type {(inputs: Trackingreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrácení zboží`)
};

/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnslink2 = cs_trackingreturnslink2;
export { trackingreturnslink2 as "trackingReturnsLink" }