export { customerparcels1 as "customerParcels" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerparcels1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerparcels1: ((inputs: Customerparcels1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerparcels1Inputs, {
    locale?: "de";
}, {}>;
