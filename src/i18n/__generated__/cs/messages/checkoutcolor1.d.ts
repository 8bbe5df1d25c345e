export { checkoutcolor1 as "checkoutColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutcolor1: ((inputs: Checkoutcolor1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcolor1Inputs, {
    locale?: "cs";
}, {}>;
