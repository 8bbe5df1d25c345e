/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const fr_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} des favoris`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = fr_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }