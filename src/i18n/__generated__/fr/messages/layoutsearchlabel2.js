/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchlabel2Inputs */

const fr_layoutsearchlabel2 = /** @type {(inputs: Layoutsearchlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche`)
};

/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchlabel2 = fr_layoutsearchlabel2;
export { layoutsearchlabel2 as "layoutSearchLabel" }