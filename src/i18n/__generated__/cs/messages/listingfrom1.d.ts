export { listingfrom1 as "listingFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingfrom1Inputs = {};
/**

* @param {Listingfrom1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const listingfrom1: ((inputs?: Listingfrom1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingfrom1Inputs, {
    locale?: "cs";
}, {}>;
