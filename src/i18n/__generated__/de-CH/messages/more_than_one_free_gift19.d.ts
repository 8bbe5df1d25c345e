export { more_than_one_free_gift19 as "MORE_THAN_ONE_FREE_GIFT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type More_Than_One_Free_Gift19Inputs = {};
/**

* @param {More_Than_One_Free_Gift19Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const more_than_one_free_gift19: ((inputs?: More_Than_One_Free_Gift19Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<More_Than_One_Free_Gift19Inputs, {
    locale?: "de-CH";
}, {}>;
