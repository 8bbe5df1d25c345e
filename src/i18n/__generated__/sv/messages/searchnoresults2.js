/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchnoresults2Inputs */

const sv_searchnoresults2 = /** @type {(inputs: Searchnoresults2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inga sökresultat`)
};

/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchnoresults2 = sv_searchnoresults2;
export { searchnoresults2 as "searchNoResults" }