export { wishlistloadinglabel2 as "wishlistLoadingLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistloadinglabel2Inputs = {};
/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishlistloadinglabel2: ((inputs?: Wishlistloadinglabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistloadinglabel2Inputs, {
    locale?: "de-CH";
}, {}>;
