/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layoutappname2Inputs */

const sk_layoutappname2 = /** @type {(inputs: Layoutappname2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplikácia ${i?.brand}`)
};

/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutappname2 = sk_layoutappname2;
export { layoutappname2 as "layoutAppName" }