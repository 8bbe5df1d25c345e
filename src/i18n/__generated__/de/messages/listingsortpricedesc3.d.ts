export { listingsortpricedesc3 as "listingSortPriceDesc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortpricedesc3Inputs = {};
/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingsortpricedesc3: ((inputs?: Listingsortpricedesc3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortpricedesc3Inputs, {
    locale?: "de";
}, {}>;
