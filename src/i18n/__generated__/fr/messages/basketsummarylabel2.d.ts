export { basketsummarylabel2 as "basketSummaryLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsummarylabel2Inputs = {};
/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketsummarylabel2: ((inputs?: Basketsummarylabel2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsummarylabel2Inputs, {
    locale?: "fr";
}, {}>;
