export { listingpageword2 as "listingPageWord" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingpageword2Inputs = {};
/**

* @param {Listingpageword2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const listingpageword2: ((inputs?: Listingpageword2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingpageword2Inputs, {
    locale?: "de";
}, {}>;
