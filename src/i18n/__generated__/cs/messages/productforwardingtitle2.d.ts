export { productforwardingtitle2 as "productForwardingTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productforwardingtitle2Inputs = {};
/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productforwardingtitle2: ((inputs?: Productforwardingtitle2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productforwardingtitle2Inputs, {
    locale?: "cs";
}, {}>;
