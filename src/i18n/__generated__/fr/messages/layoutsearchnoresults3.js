/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchnoresults3Inputs */

const fr_layoutsearchnoresults3 = /** @type {(inputs: Layoutsearchnoresults3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun résultat disponible.`)
};

/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchnoresults3 = fr_layoutsearchnoresults3;
export { layoutsearchnoresults3 as "layoutSearchNoResults" }