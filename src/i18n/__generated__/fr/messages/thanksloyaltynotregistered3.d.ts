export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloyaltynotregistered3Inputs = {
    points: NonNullable<unknown>;
    programmeName: NonNullable<unknown>;
};
/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thanksloyaltynotregistered3: ((inputs: Thanksloyaltynotregistered3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloyaltynotregistered3Inputs, {
    locale?: "fr";
}, {}>;
