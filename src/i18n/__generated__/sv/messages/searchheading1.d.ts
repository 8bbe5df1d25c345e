export { searchheading1 as "searchHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchheading1Inputs = {};
/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const searchheading1: ((inputs?: Searchheading1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchheading1Inputs, {
    locale?: "sv";
}, {}>;
