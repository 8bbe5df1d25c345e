export { thanksloyaltybalance2 as "thanksLoyaltyBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloyaltybalance2Inputs = {
    balance: NonNullable<unknown>;
};
/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const thanksloyaltybalance2: ((inputs: Thanksloyaltybalance2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloyaltybalance2Inputs, {
    locale?: "sk";
}, {}>;
