export { searchtipsheading2 as "searchTipsHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchtipsheading2Inputs = {};
/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const searchtipsheading2: ((inputs?: Searchtipsheading2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchtipsheading2Inputs, {
    locale?: "sv";
}, {}>;
