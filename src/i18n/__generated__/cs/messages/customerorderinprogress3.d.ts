export { customerorderinprogress3 as "customerOrderInProgress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderinprogress3Inputs = {};
/**

* @param {Customerorderinprogress3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerorderinprogress3: ((inputs?: Customerorderinprogress3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderinprogress3Inputs, {
    locale?: "cs";
}, {}>;
