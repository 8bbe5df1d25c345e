export { listingitemcount2 as "listingItemCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingitemcount2Inputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const listingitemcount2: ((inputs: Listingitemcount2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingitemcount2Inputs, {
    locale?: "nl";
}, {}>;
