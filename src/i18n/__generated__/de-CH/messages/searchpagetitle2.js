/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Searchpagetitle2Inputs */

const de_ch2_searchpagetitle2 = /** @type {(inputs: Searchpagetitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suche | ${i?.brand}`)
};

/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchpagetitle2 = de_ch2_searchpagetitle2;
export { searchpagetitle2 as "searchPageTitle" }