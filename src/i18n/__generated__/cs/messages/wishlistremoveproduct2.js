/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const cs_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odebrat ${i?.name} z oblíbených`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = cs_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }