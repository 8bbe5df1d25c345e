export { listingto1 as "listingTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingto1Inputs = {};
/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingto1: ((inputs?: Listingto1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingto1Inputs, {
    locale?: "fr";
}, {}>;
