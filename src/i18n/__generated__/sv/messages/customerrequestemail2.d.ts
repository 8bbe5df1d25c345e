export { customerrequestemail2 as "customerRequestEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequestemail2Inputs = {};
/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerrequestemail2: ((inputs?: Customerrequestemail2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequestemail2Inputs, {
    locale?: "sv";
}, {}>;
