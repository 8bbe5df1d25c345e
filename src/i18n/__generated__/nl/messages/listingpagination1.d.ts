export { listingpagination1 as "listingPagination" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpagination1Inputs = {};
/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const listingpagination1: ((inputs?: Listingpagination1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpagination1Inputs, {
    locale?: "nl";
}, {}>;
