/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewverified1Inputs */

const sv_reviewverified1 = /** @type {(inputs: Reviewverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifierat köp`)
};

/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewverified1 = sv_reviewverified1;
export { reviewverified1 as "reviewVerified" }