export { listingactivefilters2 as "listingActiveFilters" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingactivefilters2Inputs = {};
/**

* @param {Listingactivefilters2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingactivefilters2: ((inputs?: Listingactivefilters2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingactivefilters2Inputs, {
    locale?: "de";
}, {}>;
