/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwishlist1Inputs */

const fr_layoutwishlist1 = /** @type {(inputs: Layoutwishlist1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoris`)
};

/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutwishlist1 = fr_layoutwishlist1;
export { layoutwishlist1 as "layoutWishlist" }