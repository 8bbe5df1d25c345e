export { listingpricefrom2 as "listingPriceFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpricefrom2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Listingpricefrom2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const listingpricefrom2: ((inputs: Listingpricefrom2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpricefrom2Inputs, {
    locale?: "cs";
}, {}>;
