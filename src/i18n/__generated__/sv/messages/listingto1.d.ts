export { listingto1 as "listingTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingto1Inputs = {};
/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const listingto1: ((inputs?: Listingto1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingto1Inputs, {
    locale?: "sv";
}, {}>;
