export { accountnavreturns2 as "accountNavReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavreturns2Inputs = {};
/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountnavreturns2: ((inputs?: Accountnavreturns2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavreturns2Inputs, {
    locale?: "de-CH";
}, {}>;
