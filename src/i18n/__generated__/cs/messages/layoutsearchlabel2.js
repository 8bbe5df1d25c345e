/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchlabel2Inputs */

const cs_layoutsearchlabel2 = /** @type {(inputs: Layoutsearchlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledat`)
};

/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsearchlabel2 = cs_layoutsearchlabel2;
export { layoutsearchlabel2 as "layoutSearchLabel" }