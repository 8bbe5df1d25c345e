export { listingpreviouspage2 as "listingPreviousPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpreviouspage2Inputs = {};
/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingpreviouspage2: ((inputs?: Listingpreviouspage2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpreviouspage2Inputs, {
    locale?: "fr";
}, {}>;
