export { wishlistitemslabel2 as "wishlistItemsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistitemslabel2Inputs = {};
/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const wishlistitemslabel2: ((inputs?: Wishlistitemslabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistitemslabel2Inputs, {
    locale?: "sv";
}, {}>;
