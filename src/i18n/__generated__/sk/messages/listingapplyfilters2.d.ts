export { listingapplyfilters2 as "listingApplyFilters" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingapplyfilters2Inputs = {};
/**

* @param {Listingapplyfilters2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const listingapplyfilters2: ((inputs?: Listingapplyfilters2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingapplyfilters2Inputs, {
    locale?: "sk";
}, {}>;
