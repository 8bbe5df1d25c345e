export { accountnavreturns2 as "accountNavReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavreturns2Inputs = {};
/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountnavreturns2: ((inputs?: Accountnavreturns2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavreturns2Inputs, {
    locale?: "nl";
}, {}>;
