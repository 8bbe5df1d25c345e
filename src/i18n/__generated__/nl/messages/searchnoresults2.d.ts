export { searchnoresults2 as "searchNoResults" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchnoresults2Inputs = {};
/**

* @param {Searchnoresults2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const searchnoresults2: ((inputs?: Searchnoresults2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchnoresults2Inputs, {
    locale?: "nl";
}, {}>;
