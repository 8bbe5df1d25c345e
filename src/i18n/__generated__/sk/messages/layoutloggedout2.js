/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedout2Inputs */

const sk_layoutloggedout2 = /** @type {(inputs: Layoutloggedout2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, neprihlásené`)
};

/**

* @param {Layoutloggedout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutloggedout2 = sk_layoutloggedout2;
export { layoutloggedout2 as "layoutLoggedOut" }