/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionyes2Inputs */

const sk_reviewoptionyes2 = /** @type {(inputs: Reviewoptionyes2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Áno`)
};

/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewoptionyes2 = sk_reviewoptionyes2;
export { reviewoptionyes2 as "reviewOptionYes" }