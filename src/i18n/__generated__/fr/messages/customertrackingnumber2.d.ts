export { customertrackingnumber2 as "customerTrackingNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertrackingnumber2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customertrackingnumber2: ((inputs: Customertrackingnumber2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertrackingnumber2Inputs, {
    locale?: "fr";
}, {}>;
