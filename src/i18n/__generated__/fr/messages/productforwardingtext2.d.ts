export { productforwardingtext2 as "productForwardingText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productforwardingtext2Inputs = {
    fee: NonNullable<unknown>;
};
/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productforwardingtext2: ((inputs: Productforwardingtext2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productforwardingtext2Inputs, {
    locale?: "fr";
}, {}>;
