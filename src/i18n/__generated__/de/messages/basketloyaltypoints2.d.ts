export { basketloyaltypoints2 as "basketLoyaltyPoints" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloyaltypoints2Inputs = {
    points: NonNullable<unknown>;
};
/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketloyaltypoints2: ((inputs: Basketloyaltypoints2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloyaltypoints2Inputs, {
    locale?: "de";
}, {}>;
