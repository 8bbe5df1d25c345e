export { wishlist_failed_to_add_item23 as "WISHLIST_FAILED_TO_ADD_ITEM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlist_Failed_To_Add_Item23Inputs = {};
/**

* @param {Wishlist_Failed_To_Add_Item23Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const wishlist_failed_to_add_item23: ((inputs?: Wishlist_Failed_To_Add_Item23Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlist_Failed_To_Add_Item23Inputs, {
    locale?: "fr";
}, {}>;
