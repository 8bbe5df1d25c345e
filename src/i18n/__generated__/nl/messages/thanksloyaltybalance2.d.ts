export { thanksloyaltybalance2 as "thanksLoyaltyBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloyaltybalance2Inputs = {
    balance: NonNullable<unknown>;
};
/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const thanksloyaltybalance2: ((inputs: Thanksloyaltybalance2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloyaltybalance2Inputs, {
    locale?: "nl";
}, {}>;
