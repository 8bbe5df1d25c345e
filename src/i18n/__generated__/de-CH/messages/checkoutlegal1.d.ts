export { checkoutlegal1 as "checkoutLegal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutlegal1Inputs = {
    terms: NonNullable<unknown>;
    withdrawal: NonNullable<unknown>;
    privacy: NonNullable<unknown>;
};
/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutlegal1: ((inputs: Checkoutlegal1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutlegal1Inputs, {
    locale?: "de-CH";
}, {}>;
