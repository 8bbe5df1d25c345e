export { listingpagination1 as "listingPagination" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpagination1Inputs = {};
/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingpagination1: ((inputs?: Listingpagination1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpagination1Inputs, {
    locale?: "de-CH";
}, {}>;
