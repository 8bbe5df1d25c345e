/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, colours: NonNullable<unknown> }} Layoutsearchincolours3Inputs */

const de_layoutsearchincolours3 = /** @type {(inputs: Layoutsearchincolours3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} in ${i?.colours}`)
};

/**

* @param {Layoutsearchincolours3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsearchincolours3 = de_layoutsearchincolours3;
export { layoutsearchincolours3 as "layoutSearchInColours" }