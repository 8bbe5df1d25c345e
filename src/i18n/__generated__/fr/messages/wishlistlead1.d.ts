export { wishlistlead1 as "wishlistLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistlead1Inputs = {};
/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const wishlistlead1: ((inputs?: Wishlistlead1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistlead1Inputs, {
    locale?: "fr";
}, {}>;
