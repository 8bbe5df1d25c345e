export { tiledeliverymidof3 as "tileDeliveryMidOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverymidof3Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverymidof3: ((inputs: Tiledeliverymidof3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverymidof3Inputs, {
    locale?: "nl";
}, {}>;
