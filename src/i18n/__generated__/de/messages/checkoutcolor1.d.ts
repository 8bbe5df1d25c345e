export { checkoutcolor1 as "checkoutColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutcolor1: ((inputs: Checkoutcolor1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcolor1Inputs, {
    locale?: "de";
}, {}>;
