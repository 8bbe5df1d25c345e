/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionyes2Inputs */

const cs_reviewoptionyes2 = /** @type {(inputs: Reviewoptionyes2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ano`)
};

/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewoptionyes2 = cs_reviewoptionyes2;
export { reviewoptionyes2 as "reviewOptionYes" }