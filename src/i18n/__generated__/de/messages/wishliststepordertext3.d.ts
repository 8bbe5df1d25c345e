export { wishliststepordertext3 as "wishlistStepOrderText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertext3Inputs = {};
/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertext3: ((inputs?: Wishliststepordertext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertext3Inputs, {
    locale?: "de";
}, {}>;
