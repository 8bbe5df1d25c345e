export { customerolderrequested2 as "customerOlderRequested" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderrequested2Inputs = {};
/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerolderrequested2: ((inputs?: Customerolderrequested2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderrequested2Inputs, {
    locale?: "fr";
}, {}>;
