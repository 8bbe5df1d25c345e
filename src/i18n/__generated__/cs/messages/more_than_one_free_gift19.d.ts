export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type More_Than_One_Free_Gift19Inputs = {};
/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const more_than_one_free_gift19: ((inputs?: More_Than_One_Free_Gift19Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<More_Than_One_Free_Gift19Inputs, {
    locale?: "cs";
}, {}>;
