/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const sv_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ta bort ${i?.name} från önskelistan`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = sv_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }