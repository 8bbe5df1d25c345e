/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, colours: NonNullable<unknown> }} Layoutsearchincolours3Inputs */

const fr_layoutsearchincolours3 = /** @type {(inputs: Layoutsearchincolours3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} coloris ${i?.colours}`)
};

/**

* @param {Layoutsearchincolours3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchincolours3 = fr_layoutsearchincolours3;
export { layoutsearchincolours3 as "layoutSearchInColours" }