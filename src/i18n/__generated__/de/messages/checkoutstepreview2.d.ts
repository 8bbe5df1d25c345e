export { checkoutstepreview2 as "checkoutStepReview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutstepreview2Inputs = {};
/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutstepreview2: ((inputs?: Checkoutstepreview2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutstepreview2Inputs, {
    locale?: "de";
}, {}>;
