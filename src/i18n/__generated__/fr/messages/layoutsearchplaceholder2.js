/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchplaceholder2Inputs */

const fr_layoutsearchplaceholder2 = /** @type {(inputs: Layoutsearchplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot-clé ou n° d'article`)
};

/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchplaceholder2 = fr_layoutsearchplaceholder2;
export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" }