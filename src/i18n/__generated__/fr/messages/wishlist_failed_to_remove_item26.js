/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Failed_To_Remove_Item26Inputs */

const fr_wishlist_failed_to_remove_item26 = /** @type {(inputs: Wishlist_Failed_To_Remove_Item26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article n’a pas pu être retiré de votre liste d’envies.`)
};

/**

* @param {Wishlist_Failed_To_Remove_Item26Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlist_failed_to_remove_item26 = fr_wishlist_failed_to_remove_item26;
export { wishlist_failed_to_remove_item26 as "WISHLIST_FAILED_TO_REMOVE_ITEM" }