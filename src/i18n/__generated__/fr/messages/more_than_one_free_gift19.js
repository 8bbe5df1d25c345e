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
const more_than_one_free_gift19 = fr_more_than_one_free_gift19;
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }