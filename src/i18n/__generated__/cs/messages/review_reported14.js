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
const review_reported14 = /** @type {((inputs?: Review_Reported14Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Reported14Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_review_reported14(inputs)
});
export { review_reported14 as "REVIEW_REPORTED" }