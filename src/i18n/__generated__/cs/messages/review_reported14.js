/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const cs_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme, že jste nám toto hodnocení nahlásili.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const review_reported14 = cs_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }