export { searchdiscover1 as "searchDiscover" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchdiscover1Inputs = {};
/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const searchdiscover1: ((inputs?: Searchdiscover1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchdiscover1Inputs, {
    locale?: "fr";
}, {}>;
