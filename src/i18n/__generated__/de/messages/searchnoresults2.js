/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchnoresults2Inputs */

const de_searchnoresults2 = /** @type {(inputs: Searchnoresults2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Suchergebnisse`)
};

/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchnoresults2 = de_searchnoresults2;
export { searchnoresults2 as "searchNoResults" }