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
const more_than_one_free_gift19 = sv_more_than_one_free_gift19;
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }