export { customerolderperiod2 as "customerOlderPeriod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderperiod2Inputs = {};
/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerolderperiod2: ((inputs?: Customerolderperiod2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderperiod2Inputs, {
    locale?: "fr";
}, {}>;
