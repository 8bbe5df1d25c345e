/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchlabel2Inputs */

const sv_layoutsearchlabel2 = /** @type {(inputs: Layoutsearchlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök`)
};

/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchlabel2 = sv_layoutsearchlabel2;
export { layoutsearchlabel2 as "layoutSearchLabel" }