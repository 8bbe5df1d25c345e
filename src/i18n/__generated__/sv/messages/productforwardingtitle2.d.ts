export { productforwardingtitle2 as "productForwardingTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productforwardingtitle2Inputs = {};
/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productforwardingtitle2: ((inputs?: Productforwardingtitle2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productforwardingtitle2Inputs, {
    locale?: "sv";
}, {}>;
