/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnslink2Inputs */

const de_ch2_trackingreturnslink2 = /** @type {(inputs: Trackingreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgabe`)
};

/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnslink2 = de_ch2_trackingreturnslink2;
export { trackingreturnslink2 as "trackingReturnsLink" }