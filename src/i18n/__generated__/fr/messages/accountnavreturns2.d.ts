export { accountnavreturns2 as "accountNavReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavreturns2Inputs = {};
/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountnavreturns2: ((inputs?: Accountnavreturns2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavreturns2Inputs, {
    locale?: "fr";
}, {}>;
