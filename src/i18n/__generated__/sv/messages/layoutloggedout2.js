/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedout2Inputs */

const sv_layoutloggedout2 = /** @type {(inputs: Layoutloggedout2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, inte inloggad`)
};

/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutloggedout2 = sv_layoutloggedout2;
export { layoutloggedout2 as "layoutLoggedOut" }