/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const fr_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir signalé cet avis.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const review_reported14 = /** @type {((inputs?: Review_Reported14Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Reported14Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_review_reported14(inputs)
});
export { review_reported14 as "REVIEW_REPORTED" }