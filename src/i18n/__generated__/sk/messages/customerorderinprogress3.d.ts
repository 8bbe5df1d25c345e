export { customerorderinprogress3 as "customerOrderInProgress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderinprogress3Inputs = {};
/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerorderinprogress3: ((inputs?: Customerorderinprogress3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderinprogress3Inputs, {
    locale?: "sk";
}, {}>;
