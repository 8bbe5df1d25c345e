export { productloyaltypoints2 as "productLoyaltyPoints" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productloyaltypoints2Inputs = {
    points: NonNullable<unknown>;
};
/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productloyaltypoints2: ((inputs: Productloyaltypoints2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productloyaltypoints2Inputs, {
    locale?: "sk";
}, {}>;
