/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchopen2Inputs */

const cs_layoutsearchopen2 = /** @type {(inputs: Layoutsearchopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otevřít vyhledávání`)
};

/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsearchopen2 = cs_layoutsearchopen2;
export { layoutsearchopen2 as "layoutSearchOpen" }