/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const sk_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odstrániť ${i?.name} z obľúbených`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = sk_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }