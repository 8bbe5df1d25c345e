export { tiledeliverymidof3 as "tileDeliveryMidOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverymidof3Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverymidof3: ((inputs: Tiledeliverymidof3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverymidof3Inputs, {
    locale?: "cs";
}, {}>;
