export { searchcorrected1 as "searchCorrected" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchcorrected1Inputs = {
    term: NonNullable<unknown>;
    optimizedTerm: NonNullable<unknown>;
};
/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const searchcorrected1: ((inputs: Searchcorrected1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchcorrected1Inputs, {
    locale?: "sk";
}, {}>;
