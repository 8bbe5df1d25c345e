export { searchtipsheading2 as "searchTipsHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchtipsheading2Inputs = {};
/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const searchtipsheading2: ((inputs?: Searchtipsheading2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchtipsheading2Inputs, {
    locale?: "de-CH";
}, {}>;
