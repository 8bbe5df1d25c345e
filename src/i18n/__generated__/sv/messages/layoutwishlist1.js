/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwishlist1Inputs */

const sv_layoutwishlist1 = /** @type {(inputs: Layoutwishlist1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Önskelista`)
};

/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutwishlist1 = sv_layoutwishlist1;
export { layoutwishlist1 as "layoutWishlist" }