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
const wishlist_failed_to_add_item23 = /** @type {((inputs?: Wishlist_Failed_To_Add_Item23Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wishlist_Failed_To_Add_Item23Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_wishlist_failed_to_add_item23(inputs)
});
export { wishlist_failed_to_add_item23 as "WISHLIST_FAILED_TO_ADD_ITEM" }