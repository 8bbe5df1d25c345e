/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsuggestions2Inputs */

const de_ch2_layoutsearchsuggestions2 = /** @type {(inputs: Layoutsearchsuggestions2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchvorschläge`)
};

/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutsearchsuggestions2 = de_ch2_layoutsearchsuggestions2;
export { layoutsearchsuggestions2 as "layoutSearchSuggestions" }