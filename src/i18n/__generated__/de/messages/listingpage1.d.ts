export { listingpage1 as "listingPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpage1Inputs = {
    page: NonNullable<unknown>;
};
/**

* @param {Listingpage1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingpage1: ((inputs: Listingpage1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpage1Inputs, {
    locale?: "de";
}, {}>;
