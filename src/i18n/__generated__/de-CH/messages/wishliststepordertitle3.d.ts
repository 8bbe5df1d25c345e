export { wishliststepordertitle3 as "wishlistStepOrderTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertitle3Inputs = {};
/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertitle3: ((inputs?: Wishliststepordertitle3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertitle3Inputs, {
    locale?: "de-CH";
}, {}>;
