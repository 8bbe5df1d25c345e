/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, brands: NonNullable<unknown> }} Layoutsearchofbrands3Inputs */

const sv_layoutsearchofbrands3 = /** @type {(inputs: Layoutsearchofbrands3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} från ${i?.brands}`)
};

/**

* @param {Layoutsearchofbrands3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsearchofbrands3 = sv_layoutsearchofbrands3;
export { layoutsearchofbrands3 as "layoutSearchOfBrands" }