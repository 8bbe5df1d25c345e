/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Failed_To_Add_Item23Inputs */

const sv_wishlist_failed_to_add_item23 = /** @type {(inputs: Wishlist_Failed_To_Add_Item23Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln kunde inte sparas i din önskelista.`)
};

/**

* @param {Wishlist_Failed_To_Add_Item23Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlist_failed_to_add_item23 = sv_wishlist_failed_to_add_item23;
export { wishlist_failed_to_add_item23 as "WISHLIST_FAILED_TO_ADD_ITEM" }