/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsuggestions2Inputs */

const cs_layoutsearchsuggestions2 = /** @type {(inputs: Layoutsearchsuggestions2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Návrhy vyhledávání`)
};

/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsearchsuggestions2 = cs_layoutsearchsuggestions2;
export { layoutsearchsuggestions2 as "layoutSearchSuggestions" }