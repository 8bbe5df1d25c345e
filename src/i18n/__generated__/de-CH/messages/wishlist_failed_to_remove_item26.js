/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Failed_To_Remove_Item26Inputs */

const de_ch2_wishlist_failed_to_remove_item26 = /** @type {(inputs: Wishlist_Failed_To_Remove_Item26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel konnte nicht vom Merkzettel entfernt werden.`)
};

/**

* @param {Wishlist_Failed_To_Remove_Item26Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlist_failed_to_remove_item26 = /** @type {((inputs?: Wishlist_Failed_To_Remove_Item26Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wishlist_Failed_To_Remove_Item26Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_wishlist_failed_to_remove_item26(inputs)
});
export { wishlist_failed_to_remove_item26 as "WISHLIST_FAILED_TO_REMOVE_ITEM" }