export { contentqrcode2 as "contentQrCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentqrcode2Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contentqrcode2: ((inputs: Contentqrcode2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentqrcode2Inputs, {
    locale?: "de-CH";
}, {}>;
