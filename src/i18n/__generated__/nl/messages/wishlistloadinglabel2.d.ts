export { wishlistloadinglabel2 as "wishlistLoadingLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistloadinglabel2Inputs = {};
/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const wishlistloadinglabel2: ((inputs?: Wishlistloadinglabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistloadinglabel2Inputs, {
    locale?: "nl";
}, {}>;
