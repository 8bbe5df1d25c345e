/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} More_Than_One_Free_Gift19Inputs */

const sv_more_than_one_free_gift19 = /** @type {(inputs: More_Than_One_Free_Gift19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartiklar kan bara läggas till en gång.`)
};

/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const more_than_one_free_gift19 = /** @type {((inputs?: More_Than_One_Free_Gift19Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<More_Than_One_Free_Gift19Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_more_than_one_free_gift19(inputs)
});
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }