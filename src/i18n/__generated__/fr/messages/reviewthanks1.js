/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewthanks1Inputs */

const fr_reviewthanks1 = /** @type {(inputs: Reviewthanks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre retour.`)
};

/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewthanks1 = fr_reviewthanks1;
export { reviewthanks1 as "reviewThanks" }