/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Wishlistremoveproduct2Inputs */

const nl_wishlistremoveproduct2 = /** @type {(inputs: Wishlistremoveproduct2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} van verlanglijst verwijderen`)
};

/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistremoveproduct2 = nl_wishlistremoveproduct2;
export { wishlistremoveproduct2 as "wishlistRemoveProduct" }