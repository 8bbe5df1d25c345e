export { searchcorrected1 as "searchCorrected" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchcorrected1Inputs = {
    term: NonNullable<unknown>;
    optimizedTerm: NonNullable<unknown>;
};
/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const searchcorrected1: ((inputs: Searchcorrected1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchcorrected1Inputs, {
    locale?: "sv";
}, {}>;
