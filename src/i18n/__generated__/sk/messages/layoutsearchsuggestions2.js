/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsuggestions2Inputs */

const sk_layoutsearchsuggestions2 = /** @type {(inputs: Layoutsearchsuggestions2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Návrhy vyhľadávania`)
};

/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchsuggestions2 = sk_layoutsearchsuggestions2;
export { layoutsearchsuggestions2 as "layoutSearchSuggestions" }