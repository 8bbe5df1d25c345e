/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedout2Inputs */

const cs_layoutloggedout2 = /** @type {(inputs: Layoutloggedout2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, nepřihlášeno`)
};

/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutloggedout2 = cs_layoutloggedout2;
export { layoutloggedout2 as "layoutLoggedOut" }