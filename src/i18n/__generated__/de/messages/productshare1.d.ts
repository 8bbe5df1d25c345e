export { productshare1 as "productShare" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productshare1Inputs = {};
/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productshare1: ((inputs?: Productshare1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productshare1Inputs, {
    locale?: "de";
}, {}>;
