export { wishlistremoveproduct2 as "wishlistRemoveProduct" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremoveproduct2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Wishlistremoveproduct2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistremoveproduct2: ((inputs: Wishlistremoveproduct2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremoveproduct2Inputs, {
    locale?: "de";
}, {}>;
