/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layoutappname2Inputs */

const nl_layoutappname2 = /** @type {(inputs: Layoutappname2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.brand} app`)
};

/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutappname2 = nl_layoutappname2;
export { layoutappname2 as "layoutAppName" }