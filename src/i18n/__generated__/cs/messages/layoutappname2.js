/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layoutappname2Inputs */

const cs_layoutappname2 = /** @type {(inputs: Layoutappname2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplikace ${i?.brand}`)
};

/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutappname2 = cs_layoutappname2;
export { layoutappname2 as "layoutAppName" }