/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedout2Inputs */

const de_ch2_layoutloggedout2 = /** @type {(inputs: Layoutloggedout2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, nicht angemeldet`)
};

/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutloggedout2 = de_ch2_layoutloggedout2;
export { layoutloggedout2 as "layoutLoggedOut" }