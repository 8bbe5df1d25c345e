export { customertrack1 as "customerTrack" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertrack1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customertrack1: ((inputs: Customertrack1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertrack1Inputs, {
    locale?: "fr";
}, {}>;
