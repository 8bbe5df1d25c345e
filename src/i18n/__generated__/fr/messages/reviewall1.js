/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewall1Inputs */

const fr_reviewall1 = /** @type {(inputs: Reviewall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les avis`)
};

/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewall1 = fr_reviewall1;
export { reviewall1 as "reviewAll" }