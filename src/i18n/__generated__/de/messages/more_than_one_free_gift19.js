/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} More_Than_One_Free_Gift19Inputs */

const de_more_than_one_free_gift19 = /** @type {(inputs: More_Than_One_Free_Gift19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartikel können nur einmal hinzugefügt werden.`)
};

/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const more_than_one_free_gift19 = /** @type {((inputs?: More_Than_One_Free_Gift19Inputs, options?: { locale?: "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<More_Than_One_Free_Gift19Inputs, { locale?: "de" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_more_than_one_free_gift19(inputs)
});
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }