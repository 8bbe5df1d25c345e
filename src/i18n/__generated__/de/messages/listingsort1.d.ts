export { listingsort1 as "listingSort" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsort1Inputs = {};
/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingsort1: ((inputs?: Listingsort1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsort1Inputs, {
    locale?: "de";
}, {}>;
