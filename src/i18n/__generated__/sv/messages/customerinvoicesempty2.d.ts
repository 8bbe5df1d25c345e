export { customerinvoicesempty2 as "customerInvoicesEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicesempty2Inputs = {
    months: NonNullable<unknown>;
};
/**

* @param {Customerinvoicesempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicesempty2: ((inputs: Customerinvoicesempty2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicesempty2Inputs, {
    locale?: "sv";
}, {}>;
