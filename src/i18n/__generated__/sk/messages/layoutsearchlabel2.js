/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchlabel2Inputs */

const sk_layoutsearchlabel2 = /** @type {(inputs: Layoutsearchlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadať`)
};

/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchlabel2 = sk_layoutsearchlabel2;
export { layoutsearchlabel2 as "layoutSearchLabel" }