export { customerolderperiod2 as "customerOlderPeriod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerolderperiod2Inputs = {};
/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerolderperiod2: ((inputs?: Customerolderperiod2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerolderperiod2Inputs, {
    locale?: "de-CH";
}, {}>;
