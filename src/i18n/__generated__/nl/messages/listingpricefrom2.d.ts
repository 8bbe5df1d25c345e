export { listingpricefrom2 as "listingPriceFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpricefrom2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const listingpricefrom2: ((inputs: Listingpricefrom2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpricefrom2Inputs, {
    locale?: "nl";
}, {}>;
