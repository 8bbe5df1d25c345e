export { customerrequestemail2 as "customerRequestEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequestemail2Inputs = {};
/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerrequestemail2: ((inputs?: Customerrequestemail2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequestemail2Inputs, {
    locale?: "fr";
}, {}>;
