/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchnoresults2Inputs */

const sk_searchnoresults2 = /** @type {(inputs: Searchnoresults2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žiadne výsledky vyhľadávania`)
};

/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchnoresults2 = sk_searchnoresults2;
export { searchnoresults2 as "searchNoResults" }