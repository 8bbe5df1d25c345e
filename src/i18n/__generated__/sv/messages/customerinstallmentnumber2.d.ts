export { customerinstallmentnumber2 as "customerInstallmentNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinstallmentnumber2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerinstallmentnumber2: ((inputs: Customerinstallmentnumber2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinstallmentnumber2Inputs, {
    locale?: "sv";
}, {}>;
