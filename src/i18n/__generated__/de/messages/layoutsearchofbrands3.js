/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, brands: NonNullable<unknown> }} Layoutsearchofbrands3Inputs */

const de_layoutsearchofbrands3 = /** @type {(inputs: Layoutsearchofbrands3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} von ${i?.brands}`)
};

/**

* @param {Layoutsearchofbrands3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsearchofbrands3 = de_layoutsearchofbrands3;
export { layoutsearchofbrands3 as "layoutSearchOfBrands" }