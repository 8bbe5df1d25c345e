/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewverified1Inputs */

const nl_reviewverified1 = /** @type {(inputs: Reviewverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geverifieerde aankoop`)
};

/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewverified1 = nl_reviewverified1;
export { reviewverified1 as "reviewVerified" }