export { thanksloyaltybalance2 as "thanksLoyaltyBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloyaltybalance2Inputs = {
    balance: NonNullable<unknown>;
};
/**

* @param {Thanksloyaltybalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thanksloyaltybalance2: ((inputs: Thanksloyaltybalance2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloyaltybalance2Inputs, {
    locale?: "fr";
}, {}>;
