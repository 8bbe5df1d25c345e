export { listingfiltercount2 as "listingFilterCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingfiltercount2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Listingfiltercount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const listingfiltercount2: ((inputs: Listingfiltercount2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingfiltercount2Inputs, {
    locale?: "sk";
}, {}>;
