export { productsealsmore2 as "productSealsMore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealsmore2Inputs = {};
/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsealsmore2: ((inputs?: Productsealsmore2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealsmore2Inputs, {
    locale?: "nl";
}, {}>;
