export { accountcontinueshopping2 as "accountContinueShopping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountcontinueshopping2Inputs = {};
/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountcontinueshopping2: ((inputs?: Accountcontinueshopping2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountcontinueshopping2Inputs, {
    locale?: "sk";
}, {}>;
