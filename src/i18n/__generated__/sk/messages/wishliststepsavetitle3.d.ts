export { wishliststepsavetitle3 as "wishlistStepSaveTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepsavetitle3Inputs = {};
/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const wishliststepsavetitle3: ((inputs?: Wishliststepsavetitle3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepsavetitle3Inputs, {
    locale?: "sk";
}, {}>;
