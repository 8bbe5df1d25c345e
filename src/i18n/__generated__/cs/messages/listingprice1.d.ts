export { listingprice1 as "listingPrice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingprice1Inputs = {};
/**

* @param {Listingprice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const listingprice1: ((inputs?: Listingprice1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingprice1Inputs, {
    locale?: "cs";
}, {}>;
