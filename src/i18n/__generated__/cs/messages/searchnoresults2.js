/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchnoresults2Inputs */

const cs_searchnoresults2 = /** @type {(inputs: Searchnoresults2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žádné výsledky vyhledávání`)
};

/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchnoresults2 = cs_searchnoresults2;
export { searchnoresults2 as "searchNoResults" }