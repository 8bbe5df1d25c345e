/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchnoresults3Inputs */

const nl_layoutsearchnoresults3 = /** @type {(inputs: Layoutsearchnoresults3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen resultaten beschikbaar.`)
};

/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchnoresults3 = nl_layoutsearchnoresults3;
export { layoutsearchnoresults3 as "layoutSearchNoResults" }