export { customerreturnduration2 as "customerReturnDuration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnduration2Inputs = {};
/**

* @param {Customerreturnduration2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerreturnduration2: ((inputs?: Customerreturnduration2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnduration2Inputs, {
    locale?: "sv";
}, {}>;
