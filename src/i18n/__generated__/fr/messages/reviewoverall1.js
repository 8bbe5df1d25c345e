/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverall1Inputs */

const fr_reviewoverall1 = /** @type {(inputs: Reviewoverall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre note globale`)
};

/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewoverall1 = fr_reviewoverall1;
export { reviewoverall1 as "reviewOverall" }