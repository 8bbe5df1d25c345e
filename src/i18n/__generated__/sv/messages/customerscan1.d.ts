export { customerscan1 as "customerScan" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerscan1Inputs = {};
/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerscan1: ((inputs?: Customerscan1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerscan1Inputs, {
    locale?: "sv";
}, {}>;
