export { listingsortpricedesc3 as "listingSortPriceDesc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortpricedesc3Inputs = {};
/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const listingsortpricedesc3: ((inputs?: Listingsortpricedesc3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortpricedesc3Inputs, {
    locale?: "nl";
}, {}>;
