/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwishlist1Inputs */

const de_layoutwishlist1 = /** @type {(inputs: Layoutwishlist1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merkzettel`)
};

/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutwishlist1 = de_layoutwishlist1;
export { layoutwishlist1 as "layoutWishlist" }