export { no_search_result14 as "NO_SEARCH_RESULT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Search_Result14Inputs = {
    term: NonNullable<unknown>;
};
/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const no_search_result14: ((inputs: No_Search_Result14Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Search_Result14Inputs, {
    locale?: "cs";
}, {}>;
