/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const de_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vom Merkzettel entfernen`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = de_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }