export { listingto1 as "listingTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingto1Inputs = {};
/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const listingto1: ((inputs?: Listingto1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingto1Inputs, {
    locale?: "nl";
}, {}>;
