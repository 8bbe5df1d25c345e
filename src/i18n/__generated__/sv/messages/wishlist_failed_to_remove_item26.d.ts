export { wishlist_failed_to_remove_item26 as "WISHLIST_FAILED_TO_REMOVE_ITEM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlist_Failed_To_Remove_Item26Inputs = {};
/**

* @param {Wishlist_Failed_To_Remove_Item26Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const wishlist_failed_to_remove_item26: ((inputs?: Wishlist_Failed_To_Remove_Item26Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlist_Failed_To_Remove_Item26Inputs, {
    locale?: "sv";
}, {}>;
