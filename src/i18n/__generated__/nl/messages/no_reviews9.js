/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const nl_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn nog geen beoordelingen voor dit artikel.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = /** @type {((inputs?: No_Reviews9Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Reviews9Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_no_reviews9(inputs)
});
export { no_reviews9 as "NO_REVIEWS" }