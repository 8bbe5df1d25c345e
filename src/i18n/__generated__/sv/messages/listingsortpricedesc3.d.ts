export { listingsortpricedesc3 as "listingSortPriceDesc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortpricedesc3Inputs = {};
/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const listingsortpricedesc3: ((inputs?: Listingsortpricedesc3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortpricedesc3Inputs, {
    locale?: "sv";
}, {}>;
