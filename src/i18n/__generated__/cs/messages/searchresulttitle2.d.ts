export { searchresulttitle2 as "searchResultTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchresulttitle2Inputs = {
    term: NonNullable<unknown>;
};
/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const searchresulttitle2: ((inputs: Searchresulttitle2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchresulttitle2Inputs, {
    locale?: "cs";
}, {}>;
