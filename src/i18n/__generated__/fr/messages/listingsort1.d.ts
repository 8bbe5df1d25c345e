export { listingsort1 as "listingSort" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsort1Inputs = {};
/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingsort1: ((inputs?: Listingsort1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsort1Inputs, {
    locale?: "fr";
}, {}>;
