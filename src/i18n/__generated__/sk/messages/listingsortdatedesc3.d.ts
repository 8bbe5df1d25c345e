export { listingsortdatedesc3 as "listingSortDateDesc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortdatedesc3Inputs = {};
/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const listingsortdatedesc3: ((inputs?: Listingsortdatedesc3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortdatedesc3Inputs, {
    locale?: "sk";
}, {}>;
