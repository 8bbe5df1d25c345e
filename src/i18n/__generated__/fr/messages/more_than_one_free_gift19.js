/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} More_Than_One_Free_Gift19Inputs */

const fr_more_than_one_free_gift19 = /** @type {(inputs: More_Than_One_Free_Gift19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles offerts ne peuvent être ajoutés qu’une seule fois.`)
};

/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const more_than_one_free_gift19 = /** @type {((inputs?: More_Than_One_Free_Gift19Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<More_Than_One_Free_Gift19Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_more_than_one_free_gift19(inputs)
});
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }