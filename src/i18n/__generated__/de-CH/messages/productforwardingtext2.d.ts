export { productforwardingtext2 as "productForwardingText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productforwardingtext2Inputs = {
    fee: NonNullable<unknown>;
};
/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productforwardingtext2: ((inputs: Productforwardingtext2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productforwardingtext2Inputs, {
    locale?: "de-CH";
}, {}>;
