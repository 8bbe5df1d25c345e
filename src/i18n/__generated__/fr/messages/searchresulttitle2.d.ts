export { searchresulttitle2 as "searchResultTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchresulttitle2Inputs = {
    term: NonNullable<unknown>;
};
/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const searchresulttitle2: ((inputs: Searchresulttitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchresulttitle2Inputs, {
    locale?: "fr";
}, {}>;
