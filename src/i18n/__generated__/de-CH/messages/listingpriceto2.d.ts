export { listingpriceto2 as "listingPriceTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpriceto2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Listingpriceto2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingpriceto2: ((inputs: Listingpriceto2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpriceto2Inputs, {
    locale?: "de-CH";
}, {}>;
