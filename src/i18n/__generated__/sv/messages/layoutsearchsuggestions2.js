/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsuggestions2Inputs */

const sv_layoutsearchsuggestions2 = /** @type {(inputs: Layoutsearchsuggestions2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sökförslag`)
};

/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchsuggestions2 = sv_layoutsearchsuggestions2;
export { layoutsearchsuggestions2 as "layoutSearchSuggestions" }