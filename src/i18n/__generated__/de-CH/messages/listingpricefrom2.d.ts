export { listingpricefrom2 as "listingPriceFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpricefrom2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingpricefrom2: ((inputs: Listingpricefrom2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpricefrom2Inputs, {
    locale?: "de-CH";
}, {}>;
