export { listingsortpriceasc3 as "listingSortPriceAsc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortpriceasc3Inputs = {};
/**

* @param {Listingsortpriceasc3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const listingsortpriceasc3: ((inputs?: Listingsortpriceasc3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortpriceasc3Inputs, {
    locale?: "cs";
}, {}>;
