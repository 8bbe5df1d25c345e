export { listingresetfilters2 as "listingResetFilters" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingresetfilters2Inputs = {};
/**

* @param {Listingresetfilters2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingresetfilters2: ((inputs?: Listingresetfilters2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingresetfilters2Inputs, {
    locale?: "de";
}, {}>;
