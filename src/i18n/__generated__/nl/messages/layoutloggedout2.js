/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedout2Inputs */

const nl_layoutloggedout2 = /** @type {(inputs: Layoutloggedout2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, niet ingelogd`)
};

/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutloggedout2 = nl_layoutloggedout2;
export { layoutloggedout2 as "layoutLoggedOut" }