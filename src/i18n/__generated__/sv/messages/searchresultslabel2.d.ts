export { searchresultslabel2 as "searchResultsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchresultslabel2Inputs = {
    term: NonNullable<unknown>;
};
/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const searchresultslabel2: ((inputs: Searchresultslabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchresultslabel2Inputs, {
    locale?: "sv";
}, {}>;
