export { listingsortby2 as "listingSortBy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortby2Inputs = {};
/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const listingsortby2: ((inputs?: Listingsortby2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortby2Inputs, {
    locale?: "sv";
}, {}>;
