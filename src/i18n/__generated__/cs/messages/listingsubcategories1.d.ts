export { listingsubcategories1 as "listingSubcategories" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsubcategories1Inputs = {};
/**

* @param {Listingsubcategories1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const listingsubcategories1: ((inputs?: Listingsubcategories1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsubcategories1Inputs, {
    locale?: "cs";
}, {}>;
