/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchlabel2Inputs */

const nl_layoutsearchlabel2 = /** @type {(inputs: Layoutsearchlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken`)
};

/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutsearchlabel2 = nl_layoutsearchlabel2;
export { layoutsearchlabel2 as "layoutSearchLabel" }