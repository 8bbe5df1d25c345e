export { wishlistitemslabel2 as "wishlistItemsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistitemslabel2Inputs = {};
/**

* @param {Wishlistitemslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishlistitemslabel2: ((inputs?: Wishlistitemslabel2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistitemslabel2Inputs, {
    locale?: "cs";
}, {}>;
