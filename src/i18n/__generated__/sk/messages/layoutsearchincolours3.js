/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, colours: NonNullable<unknown> }} Layoutsearchincolours3Inputs */

const sk_layoutsearchincolours3 = /** @type {(inputs: Layoutsearchincolours3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} vo farbe ${i?.colours}`)
};

/**

* @param {Layoutsearchincolours3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchincolours3 = sk_layoutsearchincolours3;
export { layoutsearchincolours3 as "layoutSearchInColours" }