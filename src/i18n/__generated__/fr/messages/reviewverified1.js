/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewverified1Inputs */

const fr_reviewverified1 = /** @type {(inputs: Reviewverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achat vérifié`)
};

/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewverified1 = fr_reviewverified1;
export { reviewverified1 as "reviewVerified" }