/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const sk_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme, že ste nám toto hodnotenie nahlásili.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const review_reported14 = sk_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }