/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Failed_To_Remove_Item26Inputs */

const sk_wishlist_failed_to_remove_item26 = /** @type {(inputs: Wishlist_Failed_To_Remove_Item26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar sa nepodarilo odstrániť z obľúbených.`)
};

/**

* @param {Wishlist_Failed_To_Remove_Item26Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlist_failed_to_remove_item26 = sk_wishlist_failed_to_remove_item26;
export { wishlist_failed_to_remove_item26 as "WISHLIST_FAILED_TO_REMOVE_ITEM" }