export { listingfiltervalue2 as "listingFilterValue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingfiltervalue2Inputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
/**

* @param {Listingfiltervalue2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingfiltervalue2: ((inputs: Listingfiltervalue2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingfiltervalue2Inputs, {
    locale?: "de";
}, {}>;
