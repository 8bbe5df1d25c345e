export { listingpagination1 as "listingPagination" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpagination1Inputs = {};
/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingpagination1: ((inputs?: Listingpagination1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpagination1Inputs, {
    locale?: "fr";
}, {}>;
