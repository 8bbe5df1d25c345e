export { listingfilter1 as "listingFilter" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingfilter1Inputs = {};
/**

* @param {Listingfilter1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingfilter1: ((inputs?: Listingfilter1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingfilter1Inputs, {
    locale?: "de";
}, {}>;
