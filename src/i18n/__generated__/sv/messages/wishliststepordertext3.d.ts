export { wishliststepordertext3 as "wishlistStepOrderText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepordertext3Inputs = {};
/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const wishliststepordertext3: ((inputs?: Wishliststepordertext3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepordertext3Inputs, {
    locale?: "sv";
}, {}>;
