export { listingpagination1 as "listingPagination" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpagination1Inputs = {};
/**

* @param {Listingpagination1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const listingpagination1: ((inputs?: Listingpagination1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpagination1Inputs, {
    locale?: "sv";
}, {}>;
