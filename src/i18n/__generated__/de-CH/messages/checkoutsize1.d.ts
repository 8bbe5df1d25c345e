export { checkoutsize1 as "checkoutSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsize1Inputs = {
    size: NonNullable<unknown>;
};
/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutsize1: ((inputs: Checkoutsize1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsize1Inputs, {
    locale?: "de-CH";
}, {}>;
