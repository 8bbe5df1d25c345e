export { listingpage1 as "listingPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpage1Inputs = {
    page: NonNullable<unknown>;
};
/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingpage1: ((inputs: Listingpage1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpage1Inputs, {
    locale?: "fr";
}, {}>;
