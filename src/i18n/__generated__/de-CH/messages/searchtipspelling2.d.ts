export { searchtipspelling2 as "searchTipSpelling" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchtipspelling2Inputs = {};
/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const searchtipspelling2: ((inputs?: Searchtipspelling2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchtipspelling2Inputs, {
    locale?: "de-CH";
}, {}>;
