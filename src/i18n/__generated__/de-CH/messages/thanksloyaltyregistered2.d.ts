export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloyaltyregistered2Inputs = {
    points: NonNullable<unknown>;
    programmeName: NonNullable<unknown>;
};
/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thanksloyaltyregistered2: ((inputs: Thanksloyaltyregistered2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloyaltyregistered2Inputs, {
    locale?: "de-CH";
}, {}>;
