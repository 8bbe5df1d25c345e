/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchnoresults2Inputs */

const de_ch2_searchnoresults2 = /** @type {(inputs: Searchnoresults2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Suchergebnisse`)
};

/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchnoresults2 = de_ch2_searchnoresults2;
export { searchnoresults2 as "searchNoResults" }