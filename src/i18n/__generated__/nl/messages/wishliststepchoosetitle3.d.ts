export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepchoosetitle3Inputs = {};
/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const wishliststepchoosetitle3: ((inputs?: Wishliststepchoosetitle3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepchoosetitle3Inputs, {
    locale?: "nl";
}, {}>;
