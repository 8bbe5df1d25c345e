/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} More_Than_One_Free_Gift19Inputs */

const de_ch2_more_than_one_free_gift19 = /** @type {(inputs: More_Than_One_Free_Gift19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartikel können nur einmal hinzugefügt werden.`)
};

/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const more_than_one_free_gift19 = de_ch2_more_than_one_free_gift19;
export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" }