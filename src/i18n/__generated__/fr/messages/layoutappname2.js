/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layoutappname2Inputs */

const fr_layoutappname2 = /** @type {(inputs: Layoutappname2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'appli ${i?.brand}`)
};

/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutappname2 = fr_layoutappname2;
export { layoutappname2 as "layoutAppName" }