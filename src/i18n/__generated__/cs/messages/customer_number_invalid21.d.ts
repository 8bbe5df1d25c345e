export { customer_number_invalid21 as "CUSTOMER_NUMBER_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customer_Number_Invalid21Inputs = {};
/**

* @param {Customer_Number_Invalid21Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customer_number_invalid21: ((inputs?: Customer_Number_Invalid21Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customer_Number_Invalid21Inputs, {
    locale?: "cs";
}, {}>;
