export { wishliststepordertext3 as "wishlistStepOrderText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertext3Inputs = {};
/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertext3: ((inputs?: Wishliststepordertext3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertext3Inputs, {
    locale?: "de-CH";
}, {}>;
