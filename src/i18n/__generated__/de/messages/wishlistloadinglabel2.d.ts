export { wishlistloadinglabel2 as "wishlistLoadingLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistloadinglabel2Inputs = {};
/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistloadinglabel2: ((inputs?: Wishlistloadinglabel2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistloadinglabel2Inputs, {
    locale?: "de";
}, {}>;
