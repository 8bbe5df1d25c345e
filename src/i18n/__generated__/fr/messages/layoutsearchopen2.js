/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchopen2Inputs */

const fr_layoutsearchopen2 = /** @type {(inputs: Layoutsearchopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la recherche`)
};

/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchopen2 = fr_layoutsearchopen2;
export { layoutsearchopen2 as "layoutSearchOpen" }