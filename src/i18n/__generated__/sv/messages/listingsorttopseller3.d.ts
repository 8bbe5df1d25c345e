export { listingsorttopseller3 as "listingSortTopSeller" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsorttopseller3Inputs = {};
/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const listingsorttopseller3: ((inputs?: Listingsorttopseller3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsorttopseller3Inputs, {
    locale?: "sv";
}, {}>;
