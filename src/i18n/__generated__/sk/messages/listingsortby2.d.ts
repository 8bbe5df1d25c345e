export { listingsortby2 as "listingSortBy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortby2Inputs = {};
/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const listingsortby2: ((inputs?: Listingsortby2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortby2Inputs, {
    locale?: "sk";
}, {}>;
