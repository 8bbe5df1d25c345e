/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlist_Failed_To_Add_Item23Inputs */

const cs_wishlist_failed_to_add_item23 = /** @type {(inputs: Wishlist_Failed_To_Add_Item23Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží se nepodařilo přidat do oblíbených.`)
};

/**

* @param {Wishlist_Failed_To_Add_Item23Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlist_failed_to_add_item23 = /** @type {((inputs?: Wishlist_Failed_To_Add_Item23Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wishlist_Failed_To_Add_Item23Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_wishlist_failed_to_add_item23(inputs)
});
export { wishlist_failed_to_add_item23 as "WISHLIST_FAILED_TO_ADD_ITEM" }