/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwishlist1Inputs */

const nl_layoutwishlist1 = /** @type {(inputs: Layoutwishlist1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlanglijst`)
};

/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutwishlist1 = nl_layoutwishlist1;
export { layoutwishlist1 as "layoutWishlist" }