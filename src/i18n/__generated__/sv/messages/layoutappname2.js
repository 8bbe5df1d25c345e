/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layoutappname2Inputs */

const sv_layoutappname2 = /** @type {(inputs: Layoutappname2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand}-appen`)
};

/**

* @param {Layoutappname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutappname2 = sv_layoutappname2;
export { layoutappname2 as "layoutAppName" }