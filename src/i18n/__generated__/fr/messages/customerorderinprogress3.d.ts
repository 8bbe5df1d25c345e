export { customerorderinprogress3 as "customerOrderInProgress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderinprogress3Inputs = {};
/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorderinprogress3: ((inputs?: Customerorderinprogress3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderinprogress3Inputs, {
    locale?: "fr";
}, {}>;
