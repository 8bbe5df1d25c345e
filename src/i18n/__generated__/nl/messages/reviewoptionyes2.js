/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionyes2Inputs */

const nl_reviewoptionyes2 = /** @type {(inputs: Reviewoptionyes2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja`)
};

/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewoptionyes2 = nl_reviewoptionyes2;
export { reviewoptionyes2 as "reviewOptionYes" }