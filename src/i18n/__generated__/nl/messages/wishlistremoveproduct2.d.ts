export { wishlistremoveproduct2 as "wishlistRemoveProduct" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremoveproduct2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const wishlistremoveproduct2: ((inputs: Wishlistremoveproduct2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremoveproduct2Inputs, {
    locale?: "nl";
}, {}>;
