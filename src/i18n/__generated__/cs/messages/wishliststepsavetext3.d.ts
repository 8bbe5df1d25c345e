export { wishliststepsavetext3 as "wishlistStepSaveText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepsavetext3Inputs = {};
/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishliststepsavetext3: ((inputs?: Wishliststepsavetext3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepsavetext3Inputs, {
    locale?: "cs";
}, {}>;
