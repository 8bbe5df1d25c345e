export { reviewrequirednote2 as "reviewRequiredNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewrequirednote2Inputs = {};
/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewrequirednote2: ((inputs?: Reviewrequirednote2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewrequirednote2Inputs, {
    locale?: "de-CH";
}, {}>;
