/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewverified1Inputs */

const cs_reviewverified1 = /** @type {(inputs: Reviewverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ověřený nákup`)
};

/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewverified1 = cs_reviewverified1;
export { reviewverified1 as "reviewVerified" }