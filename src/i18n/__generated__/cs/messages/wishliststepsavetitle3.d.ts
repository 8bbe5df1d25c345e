export { wishliststepsavetitle3 as "wishlistStepSaveTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepsavetitle3Inputs = {};
/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishliststepsavetitle3: ((inputs?: Wishliststepsavetitle3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepsavetitle3Inputs, {
    locale?: "cs";
}, {}>;
