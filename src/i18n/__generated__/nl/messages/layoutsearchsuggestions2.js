/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchsuggestions2Inputs */

const nl_layoutsearchsuggestions2 = /** @type {(inputs: Layoutsearchsuggestions2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeksuggesties`)
};

/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchsuggestions2 = nl_layoutsearchsuggestions2;
export { layoutsearchsuggestions2 as "layoutSearchSuggestions" }