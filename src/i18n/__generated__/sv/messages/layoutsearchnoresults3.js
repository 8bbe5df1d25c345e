/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchnoresults3Inputs */

const sv_layoutsearchnoresults3 = /** @type {(inputs: Layoutsearchnoresults3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inga resultat tillgängliga.`)
};

/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchnoresults3 = sv_layoutsearchnoresults3;
export { layoutsearchnoresults3 as "layoutSearchNoResults" }