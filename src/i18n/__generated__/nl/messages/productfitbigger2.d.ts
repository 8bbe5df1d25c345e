export { productfitbigger2 as "productFitBigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfitbigger2Inputs = {};
/**

* @param {Productfitbigger2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productfitbigger2: ((inputs?: Productfitbigger2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfitbigger2Inputs, {
    locale?: "nl";
}, {}>;
