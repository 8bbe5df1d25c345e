export { searchresultsfor2 as "searchResultsFor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchresultsfor2Inputs = {
    term: NonNullable<unknown>;
};
/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const searchresultsfor2: ((inputs: Searchresultsfor2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchresultsfor2Inputs, {
    locale?: "cs";
}, {}>;
