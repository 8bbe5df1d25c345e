export { listingsorttopseller3 as "listingSortTopSeller" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsorttopseller3Inputs = {};
/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const listingsorttopseller3: ((inputs?: Listingsorttopseller3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsorttopseller3Inputs, {
    locale?: "fr";
}, {}>;
