export { reviewrequirednote2 as "reviewRequiredNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewrequirednote2Inputs = {};
/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewrequirednote2: ((inputs?: Reviewrequirednote2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewrequirednote2Inputs, {
    locale?: "fr";
}, {}>;
