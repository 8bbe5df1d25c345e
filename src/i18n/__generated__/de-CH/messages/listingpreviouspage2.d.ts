export { listingpreviouspage2 as "listingPreviousPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpreviouspage2Inputs = {};
/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingpreviouspage2: ((inputs?: Listingpreviouspage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpreviouspage2Inputs, {
    locale?: "de-CH";
}, {}>;
