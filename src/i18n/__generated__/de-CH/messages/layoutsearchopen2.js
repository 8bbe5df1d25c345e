/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchopen2Inputs */

const de_ch2_layoutsearchopen2 = /** @type {(inputs: Layoutsearchopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche öffnen`)
};

/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutsearchopen2 = de_ch2_layoutsearchopen2;
export { layoutsearchopen2 as "layoutSearchOpen" }