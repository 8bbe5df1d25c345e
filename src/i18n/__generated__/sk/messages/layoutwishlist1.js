/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwishlist1Inputs */

const sk_layoutwishlist1 = /** @type {(inputs: Layoutwishlist1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obľúbené`)
};

/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutwishlist1 = sk_layoutwishlist1;
export { layoutwishlist1 as "layoutWishlist" }