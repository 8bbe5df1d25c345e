export { wishliststepordertext3 as "wishlistStepOrderText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertext3Inputs = {};
/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertext3: ((inputs?: Wishliststepordertext3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertext3Inputs, {
    locale?: "sk";
}, {}>;
