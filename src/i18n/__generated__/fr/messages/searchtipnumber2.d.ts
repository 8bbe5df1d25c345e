export { searchtipnumber2 as "searchTipNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchtipnumber2Inputs = {};
/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const searchtipnumber2: ((inputs?: Searchtipnumber2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchtipnumber2Inputs, {
    locale?: "fr";
}, {}>;
