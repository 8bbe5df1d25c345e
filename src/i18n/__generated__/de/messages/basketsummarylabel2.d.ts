export { basketsummarylabel2 as "basketSummaryLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsummarylabel2Inputs = {};
/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketsummarylabel2: ((inputs?: Basketsummarylabel2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsummarylabel2Inputs, {
    locale?: "de";
}, {}>;
