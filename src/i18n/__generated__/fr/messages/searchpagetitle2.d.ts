export { searchpagetitle2 as "searchPageTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchpagetitle2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const searchpagetitle2: ((inputs: Searchpagetitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchpagetitle2Inputs, {
    locale?: "fr";
}, {}>;
