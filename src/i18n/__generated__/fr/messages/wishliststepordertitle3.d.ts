export { wishliststepordertitle3 as "wishlistStepOrderTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertitle3Inputs = {};
/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertitle3: ((inputs?: Wishliststepordertitle3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertitle3Inputs, {
    locale?: "fr";
}, {}>;
