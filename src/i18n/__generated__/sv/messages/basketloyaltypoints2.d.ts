export { basketloyaltypoints2 as "basketLoyaltyPoints" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloyaltypoints2Inputs = {
    points: NonNullable<unknown>;
};
/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketloyaltypoints2: ((inputs: Basketloyaltypoints2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloyaltypoints2Inputs, {
    locale?: "sv";
}, {}>;
