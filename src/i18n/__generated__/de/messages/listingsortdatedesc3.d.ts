export { listingsortdatedesc3 as "listingSortDateDesc" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingsortdatedesc3Inputs = {};
/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingsortdatedesc3: ((inputs?: Listingsortdatedesc3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingsortdatedesc3Inputs, {
    locale?: "de";
}, {}>;
