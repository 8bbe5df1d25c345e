export { productloyaltypoints2 as "productLoyaltyPoints" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productloyaltypoints2Inputs = {
    points: NonNullable<unknown>;
};
/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productloyaltypoints2: ((inputs: Productloyaltypoints2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productloyaltypoints2Inputs, {
    locale?: "fr";
}, {}>;
