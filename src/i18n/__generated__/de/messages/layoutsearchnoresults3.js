/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchnoresults3Inputs */

const de_layoutsearchnoresults3 = /** @type {(inputs: Layoutsearchnoresults3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Ergebnisse verfügbar.`)
};

/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsearchnoresults3 = de_layoutsearchnoresults3;
export { layoutsearchnoresults3 as "layoutSearchNoResults" }