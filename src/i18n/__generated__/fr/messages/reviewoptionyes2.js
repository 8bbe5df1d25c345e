/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionyes2Inputs */

const fr_reviewoptionyes2 = /** @type {(inputs: Reviewoptionyes2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui`)
};

/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewoptionyes2 = fr_reviewoptionyes2;
export { reviewoptionyes2 as "reviewOptionYes" }